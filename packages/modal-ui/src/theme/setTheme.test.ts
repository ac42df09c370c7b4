import { openModal } from '@agentry/modal-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../register.js'
import { resetCore } from '../testing/core-fixture.js'
import { waitFor } from '@agentry/test-utils/wait'
import { setTheme, themeState } from './setTheme.js'

describe('setTheme', () => {
  let modal: HTMLElement
  let button: HTMLElement

  beforeEach(async () => {
    resetCore()
    modal = document.createElement('agentry-modal')
    button = document.createElement('agentry-connect-button')
    document.body.append(modal, button)
    await openModal({ view: 'Connect' })
  })
  afterEach(() => {
    setTheme({})
    document.body.replaceChildren()
  })

  it('sets mode, accent, radius, font and any variable on every themed element, and on ones added later', async () => {
    expect(modal.dataset.theme).toBe('dark')
    setTheme({
      mode: 'light',
      accent: '#ff7a00',
      radius: 8,
      font: 'Inter, sans-serif',
      themeVariables: { '--agentry-color-bg': '#fffaf3', '--agentry-z-index': 2000, 'not-a-variable': 'x' },
    })
    const expected = {
      '--agentry-accent': '#ff7a00',
      '--agentry-border-radius-master': '8px',
      '--agentry-font-family': 'Inter, sans-serif',
      '--agentry-color-bg': '#fffaf3',
      '--agentry-z-index': '2000',
    }
    expect(themeState.variables).toEqual(expected)
    const later = document.createElement('agentry-connect-button')
    document.body.append(later)
    for (const element of [modal, button, later]) {
      await waitFor(() => expect(element.dataset.theme).toBe('light'))
      for (const [name, value] of Object.entries(expected)) expect(element.style.getPropertyValue(name)).toBe(value)
    }
  })

  it("an element's own theme attribute wins over the page's mode", async () => {
    button.setAttribute('theme', 'dark')
    setTheme({ mode: 'light' })
    await waitFor(() => expect(modal.dataset.theme).toBe('light'))
    await waitFor(() => expect(button.dataset.theme).toBe('dark'))
  })

  it('a later call replaces the theme; setTheme({}) restores the defaults', async () => {
    setTheme({ mode: 'light', accent: 'red', radius: '2px' })
    await waitFor(() => expect(modal.style.getPropertyValue('--agentry-accent')).toBe('red'))
    setTheme({ radius: 0 })
    await waitFor(() => expect(modal.style.getPropertyValue('--agentry-accent')).toBe(''))
    expect(modal.style.getPropertyValue('--agentry-border-radius-master')).toBe('0px')
    expect(modal.dataset.theme).toBe('dark')
    setTheme({})
    await waitFor(() => expect(modal.style.getPropertyValue('--agentry-border-radius-master')).toBe(''))
  })
})
