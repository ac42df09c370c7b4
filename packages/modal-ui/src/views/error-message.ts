import { messages } from '../messages.js'

/**
 * The user-facing text of a thrown value: core errors carry the spec's message in `shortMessage`, other
 * errors their `message`.
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
