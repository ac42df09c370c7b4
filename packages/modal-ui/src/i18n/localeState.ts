import { proxy, ref } from 'valtio/vanilla'
import { en, type CoreMessages, type Messages } from './en/core.js'
import type { ErrorCatalogue } from './errors/catalogue.js'
import { englishSections, type Section, type SectionLoaders } from './sections.js'
import { browserLanguages } from './browserLanguages.js'
import type { LanguageChunk } from './languageChunk.js'
import type { Locale } from './locales.js'

/**
 * The language shown, its layout direction, its catalogue and the texts of core's errors by code (plain
 * objects, not proxied). The catalogue holds the first-load part and the sections loaded so far
 * (`loadMessages`); `errorTexts` is undefined for English, as core's errors already carry the spec's English.
 */
export const localeState: {
  locale: Locale
  dir: 'ltr' | 'rtl'
  catalogue: Messages
  errorTexts: ErrorCatalogue | undefined
} = proxy({
  locale: 'en' as Locale,
  dir: 'ltr' as 'ltr' | 'rtl',
  // The sections arrive with their views; until then a view that reads one is not shown.
  catalogue: ref(en) as unknown as Messages,
  errorTexts: undefined,
})

/** A language's first part: its first-load catalogue, its texts of core's errors and where its sections are. */
type Base = {
  catalogue: CoreMessages
  errorTexts: ErrorCatalogue | undefined
  sections: SectionLoaders
}

const english: Base = { catalogue: en, errorTexts: undefined, sections: englishSections }

const fromChunk = ({ core, errors, sections }: LanguageChunk): Base => ({
  catalogue: core,
  errorTexts: errors,
  sections,
})

/** Whether the most wanted language is English (then nothing but English's built-in part is needed). */
const wantsEnglish = (requested: readonly string[]): boolean =>
  requested.length === 0 || /^\s*en(?:[-_]|\s*$)/i.test(requested[0]!)

/**
 * The language to show for a request, with its first part. Any language but English resolves and loads
 * through `languages.ts`, which only then loads (the list of languages and the fallbacks are not in the
 * first load).
 */
async function chooseLanguage(
  requested: readonly string[],
): Promise<{ locale: Locale; dir: 'ltr' | 'rtl'; base: Base }> {
  if (wantsEnglish(requested)) return { locale: 'en', dir: 'ltr', base: english }
  const { loadLanguage } = await import('./languages.js')
  const { locale, dir, chunk } = await loadLanguage(requested)
  return { locale, dir, base: chunk ? fromChunk(chunk) : english }
}

/** The section loaders of the languages whose first chunk is in (a language is shown only after that). */
const sectionsOf: Partial<Record<Locale, SectionLoaders>> = { en: englishSections }

/** The sections some view has asked for: a language switch loads them in the new language too. */
const wanted = new Set<Section>()

let latest = 0

/**
 * The last language switch started, until it ends: sections wait for it (`SWITCH_WAIT_MS` at most), so that
 * they load in the language it settles on. A page then loads the sections of one language only (a German page
 * never English ones), unless its switch takes longer than that.
 */
let switching: Promise<Locale> | undefined

/**
 * How long `loadMessages` waits at most for a language switch under way before it loads the sections in the
 * language shown: a switch whose chunk never arrives must not hold a view back. A switch that ends later still
 * brings the sections in its language.
 */
const SWITCH_WAIT_MS = 1500

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
 * await setLocale(['xx-YY', 'de-AT']) // 'de': the first requested language that ships
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
  const run = settle(++latest, requested)
  switching = run
  try {
    return await run
  } finally {
    if (switching === run) switching = undefined
  }
}

/**
 * Resolves once no language switch is under way (one that fails counts as ended), or after `limit` ms at the
 * latest, whichever comes first; the timer is cleared either way.
 */
async function switchEnded(limit: number): Promise<void> {
  if (!switching) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeUp = new Promise<true>((resolve) => {
    timer = setTimeout(resolve, limit, true)
  })
  try {
    // A switch started while waiting is waited for too, within the same limit.
    while (switching) if (await Promise.race([switching.then(ended, ended), timeUp])) return
  } finally {
    clearTimeout(timer)
  }
}

const ended = (): false => false

async function settle(request: number, requested: readonly string[]): Promise<Locale> {
  const { locale: chosen, dir, base } = await chooseLanguage(requested)
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
      dir,
      catalogue: ref({ ...base.catalogue, ...loaded }),
      errorTexts: base.errorTexts && ref(base.errorTexts),
    })
  return chosen
}

/**
 * Loads catalogue sections in the current language (once; later language switches bring them along).
 * During a language switch it first waits for the switch, which brings them in its language, so sections do
 * not load in a language about to be replaced; it waits 1.5 s at most, then loads them in the language shown
 * (a switch that hangs never holds a view back). A view's lazy loader awaits it, so the view never shows
 * before its texts are there.
 *
 * @example
 * await loadMessages('account', 'activity')
 * messages.account.disconnect // 'Disconnect'
 */
export async function loadMessages(...sections: Section[]): Promise<void> {
  for (const section of sections) wanted.add(section)
  await switchEnded(SWITCH_WAIT_MS)
  for (;;) {
    const { locale, catalogue } = localeState
    const missing = sections.filter((section) => !(section in catalogue))
    if (!missing.length) return
    const loaded = await loadSections(sectionsOf[locale] ?? englishSections, missing)
    // A switch that finished meanwhile brought the sections in its own language: check again.
    if (localeState.locale === locale) localeState.catalogue = ref({ ...localeState.catalogue, ...loaded })
  }
}
