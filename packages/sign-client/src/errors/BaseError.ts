/**
 * The root of every error this package throws. `code` is machine-readable; `shortMessage` is the
 * human-readable text without details.
 *
 * @example
 * try { parsePairingUri('nope') } catch (error) {
 *   if (error instanceof BaseError) console.error(error.code, error.shortMessage)
 * }
 */
export class BaseError extends Error {
  override name = 'SignClientError'
  readonly shortMessage: string
  readonly code: number | string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { code: number | string; details?: string; cause?: unknown }) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, { cause: options.cause })
    this.shortMessage = shortMessage
    this.code = options.code
    this.details = options.details
  }

  /** Walks the cause chain and returns the deepest error (or the first one `fn` accepts). */
  walk(fn?: (error: unknown) => boolean): unknown {
    let current: unknown = this as Error
    for (;;) {
      if (fn?.(current)) return current
      const next = current instanceof Error ? current.cause : undefined
      if (next === undefined) return fn ? undefined : current
      current = next
    }
  }
}
