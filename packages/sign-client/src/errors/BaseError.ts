/** What every error of the Agentry packages is made of, beside its short message. */
export type BaseErrorParameters<code extends number | string = number | string> = {
  /** Machine-readable: a string kind ('REQUEST_EXPIRED') or a protocol's number (EIP-1193 4001, JSON-RPC -32602). */
  code: code
  /** Technical text (a server's or wallet's own message): added to `message`, never to `shortMessage`. */
  details?: string | undefined
  /** Lines shown between the short message and the details. */
  metaMessages?: string[] | undefined
  cause?: unknown
}

/**
 * The one error shape of the Agentry packages: sign-client, relay, provider, wagmi and modal-core errors
 * all extend it (each package keeps its own class names, codes and messages). `shortMessage` is the
 * human-readable text alone (the spec's exact text where it has one); `message` adds the meta lines and
 * `Details: …` for logs; `code` is for programs; `walk()` follows `cause`. Also exported alone from
 * `@agentry/sign-client/errors`, so a package can extend it without loading the client.
 *
 * @example
 * import { BaseError } from '@agentry/sign-client/errors'
 * try { await client.connect({ optionalNamespaces }) } catch (error) {
 *   if (error instanceof BaseError) console.error(error.code, error.shortMessage)
 * }
 */
export class BaseError<code extends number | string = number | string> extends Error {
  override name = 'SignClientError'
  readonly shortMessage: string
  readonly code: code
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, { code, details, metaMessages, cause }: BaseErrorParameters<code>) {
    const message = [
      shortMessage,
      ...(metaMessages?.length ? ['', ...metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
    ].join('\n')
    super(message, cause === undefined ? undefined : { cause })
    this.shortMessage = shortMessage
    this.code = code
    this.details = details
    this.metaMessages = metaMessages
  }

  /**
   * Walks the `cause` chain and returns the deepest error, or the first one `predicate` accepts (null
   * when none does).
   *
   * @example
   * const rpcError = error.walk((e) => typeof (e as { code?: unknown }).code === 'number')
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate)
  }
}

function walkCauses(start: unknown, predicate?: (error: unknown) => boolean): unknown {
  let current = start
  for (;;) {
    if (predicate?.(current)) return current
    const next = current instanceof Error ? current.cause : undefined
    if (next === undefined) return predicate ? null : current
    current = next
  }
}
