/**
 * Logs a failure that must never break the modal (storage, background refetches). Quiet on purpose:
 * `console.info`, with a stable code so it can be filtered.
 */
export function logQuietly(code: string, error: unknown): void {
  const text = error instanceof Error ? error.message : String(error)
  console.info(`[@agentry/modal-core] ${code}: ${text}`)
}
