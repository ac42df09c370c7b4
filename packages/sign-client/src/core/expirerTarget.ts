import { MissingOrInvalidError } from '../errors/protocolErrors.js'

/** What an expiry is recorded for: a topic (pairing, session, proposal) or a JSON-RPC id. */
export type ExpirerTarget = `topic:${string}` | `id:${number}`

/**
 * The target string for a topic (a string) or a JSON-RPC id (a number); a string that already is a
 * target is returned as is.
 *
 * @example
 * expirerTarget('7f6e…') // 'topic:7f6e…'
 * expirerTarget(1700000000000123) // 'id:1700000000000123'
 */
export function expirerTarget(key: string | number): ExpirerTarget {
  if (typeof key === 'number') {
    if (!Number.isSafeInteger(key)) throw new MissingOrInvalidError(`expirer id: ${key}`)
    return `id:${key}`
  }
  if (typeof key !== 'string' || key === '') throw new MissingOrInvalidError(`expirer key: ${String(key)}`)
  if (key.startsWith('topic:') || key.startsWith('id:')) {
    parseExpirerTarget(key)
    return key as ExpirerTarget
  }
  return `topic:${key}`
}

/**
 * Reads a target back into a topic or an id; throws `MissingOrInvalidError` on anything
 * else.
 *
 * @example
 * parseExpirerTarget('id:42') // { id: 42 }
 * parseExpirerTarget('topic:7f6e…') // { topic: '7f6e…' }
 */
export function parseExpirerTarget(target: string): { topic: string } | { id: number } {
  if (target.startsWith('topic:') && target.length > 'topic:'.length) return { topic: target.slice('topic:'.length) }
  if (target.startsWith('id:')) {
    const digits = target.slice('id:'.length)
    const id = Number(digits)
    if (/^\d+$/.test(digits) && Number.isSafeInteger(id)) return { id }
  }
  throw new MissingOrInvalidError(`expirer target: ${target}`)
}
