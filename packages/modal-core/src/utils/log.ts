const logged = new Set<string>()

/**
 * Logs a failure that must never break the modal (storage, background refetches). Quiet on purpose:
 * `console.info`, with a stable code so it can be filtered, and each code and message only once per
 * page: a page without storage would otherwise log on every read.
 *
 * @example
 * logQuietly('STORAGE_UNAVAILABLE', error)
 */
export function logQuietly(code: string, error: unknown): void {
  const text = error instanceof Error ? error.message : String(error)
  const line = `[@agentry/modal-core] ${code}: ${text}`
  if (logged.has(line)) return
  logged.add(line)
  console.info(line)
}

/** Forgets which lines were logged (part of `resetAllState`). */
export function resetQuietLog(): void {
  logged.clear()
}
