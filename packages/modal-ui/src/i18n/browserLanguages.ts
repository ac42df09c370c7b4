/**
 * The visitor's preferred languages, as the browser lists them; empty where there is no browser (SSR).
 *
 * @example
 * browserLanguages() // ['de-AT', 'de', 'en']
 */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}
