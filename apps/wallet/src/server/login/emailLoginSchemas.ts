import { z } from 'zod'
import { InvalidRequestError } from '../errors.js'

// An address a mail server accepts: one @, no spaces, a dot in the domain; at most 254 characters (RFC 5321).
const email = z
  .string({ error: 'must be a string' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be an email address' }))

/** Body of POST /api/email/request-code. */
export const requestCodeBody = z.object({ email }).strict()

/** Body of POST /api/email/verify-code: the spec asks only that the code be a string; its shape is checked later. */
export const verifyCodeBody = z
  .object({ email, code: z.string({ error: 'must be a string' }).max(32, 'must be at most 32 characters') })
  .strict()

/**
 * Parses a route body with `schema`, or throws {@link InvalidRequestError} naming the first wrong field.
 *
 * @example
 * const { email } = parseBody(requestCodeBody, body)
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  throw new InvalidRequestError(`${issue.path.join('.') || 'body'}: ${issue.message}`)
}
