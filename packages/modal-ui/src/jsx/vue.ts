/**
 * Template types of `<agentry-modal>` and `<agentry-connect-button>` for Vue 3 (vue-tsc / Volar). Vue must
 * also be told the tags are custom elements: `compilerOptions.isCustomElement: (tag) => tag.startsWith('agentry-')`
 * (in `@vitejs/plugin-vue`'s `template` options). `@agentry-open-change` becomes `onAgentryOpenChange`.
 *
 * @example
 * // once, in any .ts file of the app (or env.d.ts)
 * import type {} from '@agentry/modal-ui/jsx/vue'
 * // <agentry-modal theme="dark" @agentry-open-change="(event) => console.info(event.detail.open)" />
 */
import type { DefineComponent } from 'vue'
import type { AgentryPageElements, AgentryPageTag, PascalCaseEvent } from './element-props.js'

/** `@event` listeners as Vue types them: `onAgentryOpenChange` for `agentry-open-change`. */
export type VueEventProps<Events> = {
  [Name in keyof Events & string as `on${PascalCaseEvent<Name>}`]?: (event: Events[Name]) => void
}

/** Props of one agentry element in a Vue template. */
export type AgentryVueElementProps<Tag extends AgentryPageTag> = AgentryPageElements[Tag]['properties'] &
  VueEventProps<AgentryPageElements[Tag]['events']>

declare module 'vue' {
  interface GlobalComponents {
    'agentry-modal': DefineComponent<AgentryVueElementProps<'agentry-modal'>>
    'agentry-connect-button': DefineComponent<AgentryVueElementProps<'agentry-connect-button'>>
  }
}
