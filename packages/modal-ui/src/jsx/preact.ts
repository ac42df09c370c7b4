/**
 * JSX types of `<agentry-modal>` and `<agentry-connect-button>` for Preact. Preact sets props the element
 * has as properties and adds `onagentry-open-change` as a listener of `agentry-open-change`.
 *
 * @example
 * // once, in any .ts file of the app (or a global.d.ts)
 * import type {} from '@agentry/modal-ui/jsx/preact'
 * <agentry-modal theme="dark" onagentry-open-change={(event) => console.info(event.detail.open)} />
 */
import type { JSX as PreactJSX } from 'preact'
import type { AgentryPageElements, AgentryPageTag, LowercaseEventProps } from './element-props.js'

/** Props of one agentry element in Preact's JSX. */
export type AgentryPreactElementProps<Tag extends AgentryPageTag> = PreactJSX.HTMLAttributes<
  AgentryPageElements[Tag]['element']
> &
  AgentryPageElements[Tag]['properties'] &
  LowercaseEventProps<AgentryPageElements[Tag]['events']>

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Preact's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'agentry-modal': AgentryPreactElementProps<'agentry-modal'>
      'agentry-connect-button': AgentryPreactElementProps<'agentry-connect-button'>
    }
  }
}
