// What a plain web-components user gets from the register entry alone: every public tag is typed.
import '@agentry/modal-ui/register'

const modal = document.querySelector('agentry-modal')
if (modal) {
  modal.theme = 'light'
  modal.addEventListener('agentry-open-change', (event) => console.info(event.detail.open))
}
const button: HTMLElementTagNameMap['agentry-connect-button'] = document.createElement('agentry-connect-button')
button.theme = 'dark'
document.createElement('agentry-button').variant = 'accent'

// @ts-expect-error the theme is 'light' or 'dark'
document.createElement('agentry-modal').theme = 'blue'
