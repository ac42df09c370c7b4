import { afterEach, describe, expect, it } from 'vitest'
import { followBrowserLanguage, localeState, setLocale } from './localeState.js'

const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')

function browserPrefers(languages: string[]): void {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })
}

// One file of its own: the page's choice is module state, and this file's module starts without one.
describe('followBrowserLanguage', () => {
  afterEach(() => {
    delete (navigator as { languages?: unknown }).languages
    if (original) Object.defineProperty(Navigator.prototype, 'languages', original)
  })

  it("shows the browser's first shipped language, until the page chooses one", async () => {
    browserPrefers(['xx-YY', 'de-AT', 'en'])
    expect(await followBrowserLanguage()).toBe('de')
    expect(localeState.locale).toBe('de')
    await setLocale('en')
    // The page's choice stands: the browser's language does not replace it.
    expect(await followBrowserLanguage()).toBeUndefined()
    expect(localeState.locale).toBe('en')
  })
})
