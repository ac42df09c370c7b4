import { directionOf, LOCALES, resolveLocale, type Locale } from '@agentry/modal-ui/locales'

/** The page's language: one the modal ships, and the direction it is written in. */
export type VisitorLanguage = { lang: Locale; dir: 'ltr' | 'rtl' }

/**
 * The tags of an Accept-Language header, most wanted first: by `q` (default 1), ties in header order.
 * `*` and tags refused with `q=0` are left out.
 */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim())
      const q = params.find((param) => /^q=/i.test(param))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag)
}

/**
 * The visitor's language for the whole page (`<html lang dir>`) and the modal, from the request's
 * Accept-Language header: the most wanted language the modal ships, or its nearest shipped variant
 * (`de-AT` → `de`, `zh-HK` → `zh-TW`, `pt-PT` → `pt-BR`); English when none fits or there is no header.
 *
 * @example
 * visitorLanguage('ar-EG,ar;q=0.9,en;q=0.5') // { lang: 'ar', dir: 'rtl' }
 * visitorLanguage('fr-CH, fr;q=0.9')           // { lang: 'fr', dir: 'ltr' }
 * visitorLanguage(null)                        // { lang: 'en', dir: 'ltr' }
 */
export function visitorLanguage(acceptLanguage: string | null | undefined): VisitorLanguage {
  const lang = resolveLocale(acceptedTags(acceptLanguage ?? ''), LOCALES)
  return { lang, dir: directionOf(lang) }
}
