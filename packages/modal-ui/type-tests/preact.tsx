import type {} from '@agentry/modal-ui/jsx/preact'

export function RawElements() {
  return (
    <div>
      <agentry-connect-button theme="light" />
      <agentry-modal theme="dark" onagentry-open-change={(event) => console.info(event.detail.open)} />
      {/* @ts-expect-error the theme is 'light' or 'dark' */}
      <agentry-modal theme="blue" />
    </div>
  )
}
