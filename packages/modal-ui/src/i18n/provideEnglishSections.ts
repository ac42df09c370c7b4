import { ref } from 'valtio/vanilla'
import type { Messages } from './en.js'
import { bundledEnglish, localeState } from './localeState.js'

/**
 * Hands over English sections a view's chunk carries itself, so a view shown in English needs no
 * request of its own for its texts. Under English they join the catalogue at once; other languages
 * still load theirs (`loadMessages`).
 *
 * @example
 * provideEnglishSections({ account, activity })
 */
export function provideEnglishSections(sections: Partial<Messages>): void {
  Object.assign(bundledEnglish, sections)
  if (localeState.locale !== 'en') return
  const { catalogue } = localeState
  const missing = Object.entries(sections).filter(([section]) => !(section in catalogue))
  if (missing.length) localeState.catalogue = ref({ ...catalogue, ...Object.fromEntries(missing) }) as Messages
}
