/**
 * Where a language the modal does not ship goes instead, before its base language is tried: a region or
 * script reads most naturally in the listed variant (Hong Kong and Macau read traditional Chinese, Portugal
 * reads Brazilian Portuguese better than nothing, Spain reads Latin-American Spanish); a list is tried in
 * order (Macau reads Hong Kong's usage first). Old tags (`iw`, `in`) name today's languages.
 */
const NEAREST: Readonly<Record<string, string | readonly string[]>> = {
  'zh-hk': 'zh-TW',
  'zh-mo': ['zh-HK', 'zh-TW'],
  'zh-hant': 'zh-TW',
  'zh-sg': 'zh-CN',
  'zh-hans': 'zh-CN',
  zh: 'zh-CN',
  pt: 'pt-BR',
  es: 'es-419',
  iw: 'he',
  in: 'id',
}

/** Languages written right to left (base tags). */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'iw', 'fa', 'ur'])

/**
 * The first of the requested languages (a BCP-47 tag each, most wanted first, as `navigator.languages`
 * lists them) that the modal ships, or its nearest shipped variant; English when none fits. Tags are
 * matched without regard to case, and `_` is read as `-`.
 *
 * @example
 * resolveLocale(['pt-PT', 'en'], ['en', 'de', 'pt-BR']) // 'pt-BR'
 * resolveLocale(['zh-Hant-HK'], ['en', 'zh-TW']) // 'zh-TW'
 * resolveLocale(['xx'], ['en', 'de']) // 'en'
 */
export function resolveLocale<shipped extends string>(
  requested: readonly string[],
  available: readonly shipped[],
): shipped | 'en' {
  const byLower = new Map(available.map((tag) => [tag.toLowerCase(), tag]))
  for (const tag of requested) {
    const match = candidates(tag)
      .map((candidate) => byLower.get(candidate.toLowerCase()))
      .find((found) => found !== undefined)
    if (match) return match
  }
  return 'en'
}

/** A tag, then its shorter prefixes, each followed by its nearest shipped variant (`zh-Hant-HK` → `zh-Hant-HK`, `zh-TW`, `zh-Hant`, `zh-TW`, `zh`, `zh-CN`). */
function candidates(tag: string): string[] {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-').filter(Boolean)
  const out: string[] = []
  for (let length = parts.length; length > 0; length--) {
    const prefix = parts.slice(0, length).join('-')
    out.push(prefix)
    const region = length === parts.length && parts.length > 2 ? `${parts[0]}-${parts.at(-1)}` : undefined
    if (region) out.push(region, ...[NEAREST[region] ?? []].flat())
    out.push(...[NEAREST[prefix] ?? []].flat())
  }
  return out.filter(Boolean)
}

/**
 * The layout direction of a language: 'rtl' for Arabic and Hebrew (and other right-to-left scripts).
 *
 * @example
 * directionOf('ar') // 'rtl'
 * directionOf('ja') // 'ltr'
 */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const base = locale.replace(/_/g, '-').split('-')[0]?.toLowerCase() ?? ''
  return RIGHT_TO_LEFT.has(base) ? 'rtl' : 'ltr'
}
