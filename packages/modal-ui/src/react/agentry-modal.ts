import { createComponent, type EventName } from '@lit/react'
import * as React from 'react'
import {
  AgentryModalElement,
  defineModalElements,
  setTheme,
  type OpenChangeDetail,
  type ThemeOptions,
  type ViewChangeDetail,
} from '../index.js'

// Finalizing the class creates its property accessors now, so @lit/react sorts props into element
// properties the same way on the server and in the browser (otherwise `theme` could render as an
// attribute on one side only and break hydration). It touches no global registry.
void AgentryModalElement.observedAttributes

const AgentryModalElementComponent = createComponent({
  tagName: 'agentry-modal',
  elementClass: AgentryModalElement,
  react: React,
  events: {
    onOpenChange: 'agentry-open-change' as EventName<CustomEvent<OpenChangeDetail>>,
    onViewChange: 'agentry-view-change' as EventName<CustomEvent<ViewChangeDetail>>,
  },
  displayName: 'AgentryModalElement',
})

/**
 * Props of {@link AgentryModal}: the element's properties (`theme`), DOM props, the typed events, and
 * `themeOptions`, the page's theme for every Agentry element (as `setTheme`).
 */
export type AgentryModalProps = Omit<React.ComponentProps<typeof AgentryModalElementComponent>, 'ref'> & {
  themeOptions?: ThemeOptions | undefined
}

/**
 * The wallet modal for React. Render it once near the root; open it with `useModal().open()`. The custom
 * element is defined in an effect, so its shadow content appears only after hydration and server and
 * client HTML match (`<agentry-modal></agentry-modal>`).
 *
 * @example
 * <AgentryModal theme="dark" onOpenChange={(event) => console.info(event.detail.open)} />
 * <AgentryModal themeOptions={{ mode: 'light', accent: '#ff7a00', radius: 8, font: 'Inter, sans-serif' }} />
 */
export const AgentryModal = React.forwardRef<AgentryModalElement, AgentryModalProps>(function AgentryModal(
  { themeOptions, ...props },
  ref,
) {
  React.useEffect(() => {
    defineModalElements()
  }, [])
  // By value: an inline object literal is a new object on every render, the theme is not.
  const theme = themeOptions === undefined ? undefined : JSON.stringify(themeOptions)
  React.useEffect(() => {
    if (theme !== undefined) setTheme(JSON.parse(theme) as ThemeOptions)
  }, [theme])
  return React.createElement(AgentryModalElementComponent, { ...props, ref })
})
