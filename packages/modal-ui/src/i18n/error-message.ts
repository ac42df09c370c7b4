import { messages } from './messages.js'

/**
 * The user-facing text of a thrown value: core errors carry the spec's message in `shortMessage`, other
 * errors their `message`. It stays in core's English, so it can be stored; `agentry-inline-error` shows
 * it in the language of the moment (`translateCoreMessage`).
 *
 * @example
 * errorMessage(new UserRejectedError()) // 'User rejected the request.'
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message
  }
  return messages.errors.unknown
}
