import { describe, expect, it, vi } from 'vitest'
import type * as errors from './errors'
import { DatabaseUnavailableError, NonceInvalidError, RateLimitedError } from './errors'
import { errorResponse } from './http'

// Next may load errors.ts once per bundle layer (route handlers, server components); before issue 28.1 the
// production server (dist/server.cjs) held a copy of its own too. The database
// opened at start-up by one copy failed `instanceof` in the route that awaited it, and an unreachable database
// answered 500 instead of 503 (test/dependencyOutage.test.ts, about 1 run in 3).

/** The errors module as a second bundle holds it: a fresh copy, with classes of its own. */
async function otherCopyOfErrors(): Promise<typeof errors> {
  vi.resetModules()
  return (await import('./errors')) as typeof errors
}

async function answer(error: unknown) {
  const response = errorResponse(error)
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
}

describe('errorResponse', () => {
  it('answers an AuthError with its status, code and message, and Retry-After on 429 and 503', async () => {
    expect(await answer(new NonceInvalidError())).toMatchObject({ status: 401, retryAfter: null })
    expect(await answer(new RateLimitedError(7))).toMatchObject({ status: 429, retryAfter: '7' })
    expect(await answer(new DatabaseUnavailableError(new Error('connect ECONNREFUSED')))).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        error: {
          code: 'DATABASE_UNAVAILABLE',
          message: 'Service unavailable: the database cannot be reached. Please try again shortly',
        },
      },
    })
  })

  it('answers an AuthError made by another copy of the errors module the same way', async () => {
    const other = await otherCopyOfErrors()
    const error = new other.DatabaseUnavailableError(new Error('connect ECONNREFUSED'))
    expect(error instanceof DatabaseUnavailableError).toBe(false)
    expect(await answer(error)).toMatchObject({
      status: 503,
      retryAfter: '5',
      body: { error: { code: 'DATABASE_UNAVAILABLE' } },
    })
    expect(await answer(new other.RateLimitedError(3))).toMatchObject({ status: 429, retryAfter: '3' })
  })

  it('answers anything else with a generic 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const lookalike = Object.assign(new Error('not ours'), { code: 'DATABASE_UNAVAILABLE', status: 503 })
    expect(await answer(lookalike)).toEqual({
      status: 500,
      retryAfter: null,
      body: { error: { code: 'INTERNAL', message: 'Something went wrong' } },
    })
  })
})
