import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadMessages, localeState, setLocale } from './localeState.js'
import { englishSections, type Section } from './sections.js'

// A language whose chunk never arrives: the switch to it never settles (nor fails).
vi.mock('./languages.js', () => ({ loadLanguage: () => new Promise<never>(() => {}) }))

/** Records the calls of English's section loaders (each one imports the chunk of all English sections). */
function countEnglishLoads(): Section[] {
  const calls: Section[] = []
  const loaders = englishSections as Record<Section, () => Promise<unknown>>
  for (const section of Object.keys(loaders) as Section[]) {
    const load = loaders[section]
    loaders[section] = () => {
      calls.push(section)
      return load()
    }
  }
  return calls
}

// One file of its own: the hanging switch stays under way in this file's module state.
describe('loadMessages during a language switch that never settles', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits for the switch 1.5 s at most, then loads the sections in the language shown', async () => {
    const english = countEnglishLoads()
    vi.useFakeTimers()
    void setLocale('de')
    let done = false
    const loading = loadMessages('account').then(() => {
      done = true
    })
    // Within the bound it waits for the switch (sections in a language about to be replaced would be wasted).
    await vi.advanceTimersByTimeAsync(1_400)
    expect(english).toEqual([])
    await vi.advanceTimersByTimeAsync(100)
    // Past the bound it loads English's sections (the chunk arrives through a dynamic import, not a timer).
    expect(english).toEqual(['account'])
    vi.useRealTimers()
    await vi.waitFor(() => expect(done).toBe(true), { timeout: 5_000 })
    await loading
    expect(localeState.locale).toBe('en')
    expect(localeState.catalogue.account.disconnect).toBe('Disconnect')
  })
})
