import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { setTheme, themeState } from '../theme/setTheme.js'
import { waitFor } from '@agentry/test-utils/wait'
import { AgentryModal } from './index.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

describe('<AgentryModal themeOptions>', () => {
  afterEach(() => {
    setTheme({})
    document.body.replaceChildren()
  })

  it('sets the page theme as setTheme does, and a re-render with an equal object changes nothing', async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    const themeOptions = {
      mode: 'light',
      accent: '#ff7a00',
      radius: 12,
      themeVariables: { '--agentry-modal-width': '400px' },
    } as const
    await act(async () => root.render(createElement(AgentryModal, { themeOptions })))
    expect(themeState.mode).toBe('light')
    expect(themeState.variables).toEqual({
      '--agentry-accent': '#ff7a00',
      '--agentry-border-radius-master': '12px',
      '--agentry-modal-width': '400px',
    })
    const modal = container.querySelector('agentry-modal') as HTMLElement
    await waitFor(() => expect(modal.style.getPropertyValue('--agentry-modal-width')).toBe('400px'))
    const variables = themeState.variables
    await act(async () => root.render(createElement(AgentryModal, { themeOptions: { ...themeOptions } })))
    expect(themeState.variables).toBe(variables)
    await act(async () => root.render(createElement(AgentryModal, { themeOptions: { mode: 'dark' } })))
    expect(themeState).toMatchObject({ mode: 'dark', variables: {} })
    await act(async () => root.unmount())
  })
})
