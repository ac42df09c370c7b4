import { proxy, ref } from 'valtio/vanilla'
import { en, type CoreMessages, type Messages } from './en/core.js'
import type { ErrorCatalogue } from './errors/catalogue.js'
import { englishSections, type Section, type SectionLoaders } from './sections.js'
import { browserLanguages, resolveLocale } from './resolveLocale.js'

/** The languages the modal ships. */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

/**
 * The language shown, its catalogue and the texts of core's errors by code (plain objects, not proxied).
 * The catalogue holds the first-load part and the sections loaded so far (`loadMessages`); `errorTexts`
 * is undefined for English, as core's errors already carry the spec's English.
 */
export const localeState: {
  locale: Locale
  catalogue: Messages
  errorTexts: ErrorCatalogue | undefined
} = proxy({
  locale: 'en' as Locale,
  // The sections arrive with their views; until then a view that reads one is not shown.
  catalogue: ref(en) as unknown as Messages,
  errorTexts: undefined,
})

/** A language's first chunk: its first-load catalogue, its texts of core's errors and where its sections are. */
type Base = {
  catalogue: CoreMessages
  errorTexts: ErrorCatalogue | undefined
  sections: SectionLoaders
}

/** A language's chunk (`<tag>/index.ts`) as the language's first part. */
const fromChunk = ({
  core,
  errors,
  sections,
}: {
  core: CoreMessages
  errors: ErrorCatalogue
  sections: SectionLoaders
}): Base => ({
  catalogue: core,
  errorTexts: errors,
  sections,
})

const bases: Record<Locale, () => Promise<Base>> = {
  en: async () => ({ catalogue: en, errorTexts: undefined, sections: englishSections }),
  de: () => import('./de/index.js').then(fromChunk),
}

/** The section loaders of the languages whose first chunk is in (a language is shown only after that). */
const sectionsOf: Partial<Record<Locale, SectionLoaders>> = { en: englishSections }

/** The sections some view has asked for: a language switch loads them in the new language too. */
const wanted = new Set<Section>()

let latest = 0

/** Whether the page chose a language (`setLocale`, the `locale` attribute): the browser's then no longer applies. */
let chosenByPage = false

async function loadSections(loaders: SectionLoaders, sections: readonly Section[]): Promise<Partial<Messages>> {
  const parts = await Promise.all(sections.map((section) => loaders[section]()))
  return Object.fromEntries(sections.map((section, index) => [section, parts[index]]))
}

/**
 * Switches the modal's language; every view re-renders in it. English's first-load part is built in;
 * other languages load on first use, with the sections of the views already shown. A BCP-47 tag the modal
 * does not ship goes to its nearest shipped variant (`de-AT` → `de`, `zh-HK` → `zh-TW`), else English;
 * given a list, the first that fits wins. When switched twice quickly, the last call wins.
 *
 * @example
 * await setLocale('de')
 * await setLocale(['fr-CA', 'de-AT']) // 'de' while French does not ship
 */
export function setLocale(locale: string | readonly string[]): Promise<Locale> {
  chosenByPage = true
  return switchTo(typeof locale === 'string' ? [locale] : locale)
}

/**
 * Shows the visitor's language (`navigator.languages`, nearest shipped variant, else English) unless the
 * page chose one (then it resolves to undefined). A modal without a `locale` calls it when it connects.
 *
 * @example
 * await followBrowserLanguage() // 'de' in a browser set to de-AT
 */
export async function followBrowserLanguage(): Promise<Locale | undefined> {
  return chosenByPage ? undefined : switchTo(browserLanguages())
}

async function switchTo(requested: readonly string[]): Promise<Locale> {
  const request = ++latest
  const chosen: Locale = resolveLocale(requested, LOCALES)
  const base = await bases[chosen]()
  sectionsOf[chosen] = base.sections
  let sections: Section[]
  let loaded: Partial<Messages>
  // A view may ask for its section while this switch loads; load until nothing is missing.
  do {
    sections = [...wanted]
    loaded = await loadSections(base.sections, sections)
  } while (wanted.size !== sections.length)
  if (request === latest)
    Object.assign(localeState, {
      locale: chosen,
      catalogue: ref({ ...base.catalogue, ...loaded }),
      errorTexts: base.errorTexts && ref(base.errorTexts),
    })
  return chosen
}

/**
 * Loads catalogue sections in the current language (once; later language switches bring them along).
 * A view's lazy loader awaits it, so the view never shows before its texts are there.
 *
 * @example
 * await loadMessages('account', 'activity')
 * messages.account.disconnect // 'Disconnect'
 */
export async function loadMessages(...sections: Section[]): Promise<void> {
  for (const section of sections) wanted.add(section)
  for (;;) {
    const { locale, catalogue } = localeState
    const missing = sections.filter((section) => !(section in catalogue))
    if (!missing.length) return
    const loaded = await loadSections(sectionsOf[locale] ?? englishSections, missing)
    // A switch that finished meanwhile brought the sections in its own language: check again.
    if (localeState.locale === locale) localeState.catalogue = ref({ ...localeState.catalogue, ...loaded })
  }
}
