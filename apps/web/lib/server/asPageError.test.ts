import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/shell/httpError'
import { DatabaseUnavailableError, RateLimitStoreUnavailableError } from './errors'
import { asPageError } from './viewer'

describe('asPageError', () => {
  it('turns a service outage into a 503 whose digest names the service', () => {
    const cause = new DatabaseUnavailableError(new Error('connect ECONNREFUSED'))
    const error = asPageError(cause)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 503, reason: 'DATABASE_UNAVAILABLE', cause })
    expect((error as HttpError).digest).toBe('AGENTRY_HTTP;503;DATABASE_UNAVAILABLE')
    expect((asPageError(new RateLimitStoreUnavailableError(null)) as HttpError).digest).toBe(
      'AGENTRY_HTTP;503;RATE_LIMIT_STORE_UNAVAILABLE',
    )
  })

  it('recognises the error by its code, as thrown by another bundle layer copy of the class', () => {
    const fromOtherLayer = Object.assign(new Error('Service unavailable'), { code: 'DATABASE_UNAVAILABLE' })
    expect((asPageError(fromOtherLayer) as HttpError).digest).toBe('AGENTRY_HTTP;503;DATABASE_UNAVAILABLE')
  })

  it('leaves every other error as it is', () => {
    const other = new Error('boom')
    expect(asPageError(other)).toBe(other)
    expect(asPageError(undefined)).toBe(undefined)
  })
})
