/**
 * Markup types of `<agentry-modal>` and `<agentry-connect-button>` for Svelte (svelte-check). Svelte 5
 * listens with `onagentry-open-change={…}`, Svelte 4 with `on:agentry-open-change={…}`; both are typed.
 *
 * @example
 * // once, in src/app.d.ts (or any .ts file of the app)
 * import type {} from '@agentry/modal-ui/jsx/svelte'
 * // <agentry-modal theme="dark" onagentry-open-change={(event) => console.info(event.detail.open)} />
 */
import type { HTMLAttributes } from 'svelte/elements'
import type { AgentryPageElements, AgentryPageTag, LowercaseEventProps } from './element-props.js'

/** Svelte 4's `on:event` directives. */
export type ColonEventProps<Events> = {
  [Name in keyof Events & string as `on:${Name}`]?: (event: Events[Name]) => void
}

/** Attributes of one agentry element in Svelte markup. */
export type AgentrySvelteElementProps<Tag extends AgentryPageTag> = HTMLAttributes<
  AgentryPageElements[Tag]['element']
> &
  AgentryPageElements[Tag]['properties'] &
  LowercaseEventProps<AgentryPageElements[Tag]['events']> &
  ColonEventProps<AgentryPageElements[Tag]['events']>

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'agentry-modal': AgentrySvelteElementProps<'agentry-modal'>
    'agentry-connect-button': AgentrySvelteElementProps<'agentry-connect-button'>
  }
}
