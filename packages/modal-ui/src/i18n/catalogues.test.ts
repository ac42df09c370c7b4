import { describe, expect, it } from 'vitest'
import { en, type CoreMessages, type Messages } from './en/core.js'
import { englishSectionTexts } from './en/sections.js'
import { enErrors } from './errors/en.js'
import { languageChunks as chunks } from './languages.js'
import { LOCALES } from './locales.js'
import type { SectionLoaders } from './sections.js'

/**
 * Texts that may read as English does, and why. Anything else equal to English is a missing translation.
 * Per language: a word the language has borrowed as it is.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['nfts.tab'], // 'NFTs' is German too.
  fr: ['onramp.total', 'activity.transaction'], // 'Total' and 'Transaction' are French words, spelt alike.
  'es-419': ['onramp.total'], // 'Total' is Spanish too.
  'pt-BR': ['onramp.total', 'nfts.tab'], // 'Total' is Portuguese too; Brazilians write 'NFTs' as it is.
}

/** Every leaf of a catalogue by `section.key` path: a text, or a function's text for marker arguments. */
function leaves(catalogue: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(catalogue)) {
    const path = `${prefix}${key}`
    if (typeof value === 'string') out.set(path, value)
    else if (typeof value === 'function') {
      const args = Array.from({ length: value.length }, (_, index) => `⟦${index}⟧`)
      out.set(path, String((value as (...args: unknown[]) => string)(...args)))
    } else if (typeof value === 'object' && value !== null)
      for (const [leaf, text] of leaves(value as object, `${path}.`)) out.set(leaf, text)
  }
  return out
}

/** The placeholders a text carries: marker arguments (`⟦0⟧`) and `{name}` places, sorted. */
const placeholders = (text: string): string[] => [...text.matchAll(/⟦\d+⟧|\{\w+\}/g)].map(([place]) => place).sort()

async function whole({ core, sections }: { core: CoreMessages; sections: SectionLoaders }): Promise<Messages> {
  const names = Object.keys(sections) as (keyof SectionLoaders)[]
  const parts = await Promise.all(names.map((name) => sections[name]()))
  return { ...core, ...Object.fromEntries(names.map((name, index) => [name, parts[index]])) } as Messages
}

describe('every language', () => {
  it('ships as a chunk listed here', () => {
    expect(['en', ...Object.keys(chunks)].sort()).toEqual([...LOCALES].sort())
  })

  const english = leaves({ ...en, ...englishSectionTexts })
  const englishErrors = leaves(enErrors)

  it.each(Object.entries(chunks))('%s has every key, the same placeholders and its own texts', async (tag, load) => {
    const chunk = await load()
    const texts = leaves(await whole(chunk))
    const errors = leaves(chunk.errors)
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
    expect([...errors.keys()].sort()).toEqual([...englishErrors.keys()].sort())
    for (const [path, text] of english)
      expect([path, placeholders(texts.get(path) ?? '')]).toEqual([path, placeholders(text)])
    for (const [path, text] of englishErrors)
      expect([path, placeholders(errors.get(path) ?? '')]).toEqual([path, placeholders(text)])
    const same = [...english].filter(([path, text]) => texts.get(path) === text && /\p{L}{2}/u.test(text))
    const sameErrors = [...englishErrors].filter(([path, text]) => errors.get(path) === text)
    expect([...same.map(([path]) => path), ...sameErrors.map(([path]) => `errors.${path}`)]).toEqual(
      SAME_AS_ENGLISH[tag] ?? [],
    )
  })
})
