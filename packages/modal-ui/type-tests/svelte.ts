// svelte-check types element attributes from `SvelteHTMLElements`; this checks what it sees.
import type {} from '@agentry/modal-ui/jsx/svelte'
import type { SvelteHTMLElements } from 'svelte/elements'

type ModalAttributes = SvelteHTMLElements['agentry-modal']

export const svelte5: ModalAttributes = {
  theme: 'dark',
  'onagentry-open-change': (event) => console.info(event.detail.open),
}
export const svelte4: ModalAttributes = {
  'on:agentry-view-change': (event) => console.info(event.detail.view),
}

// @ts-expect-error the theme is 'light' or 'dark'
export const wrongTheme: ModalAttributes = { theme: 'blue' }
