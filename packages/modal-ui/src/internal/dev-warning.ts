/** Stable codes of the development warnings this package prints; documented so users can search them. */
export type DevWarningCode =
  /** A tag was already defined by another constructor, so ours was not registered. */
  | 'AGENTRY_UI_TAG_TAKEN'
  /** The router reached a view this version of the modal does not render. */
  | 'AGENTRY_UI_UNKNOWN_VIEW'
  /** A lazily loaded view module failed to load. */
  | 'AGENTRY_UI_VIEW_LOAD_FAILED'
  /** A feature is switched on but has no provider: an option (named in the message) is missing. */
  | 'AGENTRY_UI_OPTION_MISSING'

const seen = new Set<string>()

/**
 * True unless the bundler replaced `process.env.NODE_ENV` with `'production'`; browsers without a bundler
 * have no `process`, and count as production so nothing is printed there.
 */
export function isDevelopment(): boolean {
  return typeof process !== 'undefined' && process.env.NODE_ENV !== 'production'
}

/**
 * Prints a development-only warning once per code and detail, so a re-render loop cannot flood the console.
 *
 * @example
 * warnOnce('AGENTRY_UI_UNKNOWN_VIEW', `No view renders "${view}" yet.`)
 */
export function warnOnce(code: DevWarningCode, message: string): void {
  if (!isDevelopment()) return
  const key = `${code}:${message}`
  if (seen.has(key)) return
  seen.add(key)
  console.warn(`[@agentry/modal-ui] ${code}: ${message}`)
}

/** Forgets which warnings were printed; for tests. */
export function resetDevWarnings(): void {
  seen.clear()
}
