import { afterEach, describe, expect, it } from 'vitest'
import '../register.js'
import { loadView } from '../shell/view-registry.js'
import { germanSections } from './de/sections.js'
import { localeState } from './localeState.js'
import { messages } from './messages.js'
import { englishSections, type Section } from './sections.js'

const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')

/** Counts the calls of English's section loaders (each one imports the chunk of all English sections). */
function countEnglishLoads(): { calls: Section[] } {
  const calls: Section[] = []
  const loaders = englishSections as Record<Section, () => Promise<unknown>>
  for (const section of Object.keys(loaders) as Section[]) {
    const load = loaders[section]
    loaders[section] = () => {
      calls.push(section)
      return load()
    }
  }
  return { calls }
}

// One file of its own: it needs the module state of a page that has not shown a language yet.
describe('sections of one language', () => {
  afterEach(() => {
    document.body.replaceChildren()
    delete (navigator as { languages?: unknown }).languages
    if (original) Object.defineProperty(Navigator.prototype, 'languages', original)
  })

  it('a German page never loads the English sections, even for a view opened before German is in', async () => {
    Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'en'], configurable: true })
    const english = countEnglishLoads()
    // The modal follows the browser's language when it connects; the view opens while German still loads.
    document.body.append(document.createElement('agentry-modal'))
    expect(localeState.locale).toBe('en')
    await loadView('Account')
    expect(localeState.locale).toBe('de')
    expect(messages.account.disconnect).toBe((await germanSections.account()).disconnect)
    expect(messages.account.disconnect).not.toBe('Disconnect')
    expect(english.calls).toEqual([])
  })
})
