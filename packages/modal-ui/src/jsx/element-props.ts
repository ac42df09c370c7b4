import type { AgentryConnectButton } from '../connect-button/agentry-connect-button.js'
import type { AgentryModalElement, OpenChangeDetail, ViewChangeDetail } from '../shell/agentry-modal.js'
import type { ThemeMode } from '../theme/theme-styles.js'

/**
 * The elements a page writes in its own markup, each with its class, the properties (and attributes) it
 * takes and the events it dispatches. The framework type modules (`@agentry/modal-ui/jsx/*`) are built
 * from this one description, so they cannot drift apart.
 */
export interface AgentryPageElements {
  'agentry-modal': {
    element: AgentryModalElement
    properties: {
      /** 'light' or 'dark' (the default). */
      theme?: ThemeMode
      /** The language of every view: 'en' (the default) or 'de'. */
      locale?: string
    }
    events: {
      'agentry-open-change': CustomEvent<OpenChangeDetail>
      'agentry-view-change': CustomEvent<ViewChangeDetail>
    }
  }
  'agentry-connect-button': {
    element: AgentryConnectButton
    properties: {
      /** 'light' or 'dark' (the default). */
      theme?: ThemeMode
    }
    events: Record<never, never>
  }
}

/** A tag of {@link AgentryPageElements}. */
export type AgentryPageTag = keyof AgentryPageElements

/**
 * Listener props named `on` + the event name (`onagentry-open-change`): React 19, Preact and Svelte 5 add
 * such a prop on a custom element as a listener of that event.
 */
export type LowercaseEventProps<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void
}

/** `'agentry-open-change'` → `'AgentryOpenChange'`. */
export type PascalCaseEvent<Name extends string> = Name extends `${infer Head}-${infer Rest}`
  ? `${Capitalize<Head>}${PascalCaseEvent<Rest>}`
  : Capitalize<Name>
