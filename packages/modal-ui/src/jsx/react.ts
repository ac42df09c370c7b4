/**
 * JSX types of `<agentry-modal>` and `<agentry-connect-button>` for React users who write the elements
 * themselves (the wrappers of `@agentry/modal-ui/react` need none of this). React 19 sets these props as
 * element properties and adds `onagentry-open-change` as an event listener.
 *
 * @example
 * // once, in any .ts file of the app (or a global.d.ts)
 * import type {} from '@agentry/modal-ui/jsx/react'
 * // then, with strict types:
 * <agentry-modal theme="dark" onagentry-open-change={(event) => console.info(event.detail.open)} />
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { AgentryPageElements, AgentryPageTag, LowercaseEventProps } from './element-props.js'

/** Props of one agentry element in React's JSX. */
export type AgentryReactElementProps<Tag extends AgentryPageTag> = DetailedHTMLProps<
  HTMLAttributes<AgentryPageElements[Tag]['element']>,
  AgentryPageElements[Tag]['element']
> &
  AgentryPageElements[Tag]['properties'] &
  LowercaseEventProps<AgentryPageElements[Tag]['events']>

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements {
      'agentry-modal': AgentryReactElementProps<'agentry-modal'>
      'agentry-connect-button': AgentryReactElementProps<'agentry-connect-button'>
    }
  }
}
