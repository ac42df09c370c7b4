import { describe, expect, it } from 'vitest'
import { classifyError } from './errorScreen'
import { HttpError } from './httpError'
import { statusText } from './httpStatus'

describe('classifyError', () => {
  it('shows an HttpError as a server error with its status', () => {
    expect(classifyError(new HttpError(503))).toEqual({
      kind: 'http',
      title: 'Server Error',
      status: 503,
      statusText: 'Service Unavailable',
    })
  })

  it('keeps a custom status text', () => {
    expect(classifyError(new HttpError(429, 'Slow down'))).toMatchObject({ status: 429, statusText: 'Slow down' })
  })

  it('reads the status from the digest alone (production hides the message of server errors)', () => {
    const fromServer = Object.assign(new Error('An error occurred in the Server Components render.'), {
      digest: 'AGENTRY_HTTP;502',
    })
    expect(classifyError(fromServer)).toEqual({
      kind: 'http',
      title: 'Server Error',
      status: 502,
      statusText: 'Bad Gateway',
    })
  })

  it("understands Next.js's notFound()/forbidden() digests", () => {
    expect(classifyError({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })).toMatchObject({
      kind: 'http',
      status: 404,
      statusText: 'Not Found',
    })
    expect(classifyError({ digest: 'NEXT_HTTP_ERROR_FALLBACK;403' })).toMatchObject({
      kind: 'http',
      status: 403,
      statusText: 'Forbidden',
    })
  })

  it('treats a Response or a plain { status, statusText } as HTTP', () => {
    expect(classifyError(new Response(null, { status: 500, statusText: 'Internal Server Error' }))).toMatchObject({
      kind: 'http',
      status: 500,
      statusText: 'Internal Server Error',
    })
    expect(classifyError({ status: 401 })).toMatchObject({ kind: 'http', status: 401, statusText: 'Unauthorized' })
  })

  it('ignores status values that are not HTTP error codes', () => {
    expect(classifyError({ status: 200, message: 'odd' })).toEqual({
      kind: 'other',
      title: 'Something went wrong!',
      message: 'odd',
    })
    expect(classifyError({ status: '404', message: 'text' })).toMatchObject({ kind: 'other', message: 'text' })
    expect(classifyError({ digest: '1234567890', message: 'hashed' })).toMatchObject({
      kind: 'other',
      message: 'hashed',
    })
    expect(classifyError({ digest: 'AGENTRY_HTTP;abc' })).toMatchObject({ kind: 'other', message: 'Unknown error' })
  })

  it('shows other errors with their message', () => {
    expect(classifyError(new TypeError('x is not a function'))).toEqual({
      kind: 'other',
      title: 'Something went wrong!',
      message: 'x is not a function',
    })
    expect(classifyError('plain string thrown')).toMatchObject({ kind: 'other', message: 'plain string thrown' })
  })

  it('says which service is down when the digest names it, and retries a 503 after 5 s', () => {
    const fromServer = Object.assign(new Error(''), { digest: 'AGENTRY_HTTP;503;DATABASE_UNAVAILABLE' })
    const expected = {
      kind: 'http',
      title: 'Server Error',
      status: 503,
      statusText: 'Service Unavailable',
      reason: 'DATABASE_UNAVAILABLE',
      detail: 'Service unavailable: the database cannot be reached. Please try again shortly',
      retryAfterSeconds: 5,
    }
    expect(classifyError(fromServer)).toEqual(expected)
    expect(classifyError(new HttpError(503, undefined, 'DATABASE_UNAVAILABLE'))).toEqual(expected)
    expect(classifyError(new HttpError(503, undefined, 'RATE_LIMIT_STORE_UNAVAILABLE'))).toMatchObject({
      detail: 'Service unavailable: the rate-limit store (Redis) cannot be reached. Please try again shortly',
    })
  })

  it('ignores a reason it does not know (the digest is not trusted to carry text)', () => {
    const screen = classifyError(Object.assign(new Error(''), { digest: 'AGENTRY_HTTP;503;<b>hi</b>' }))
    expect(screen).toEqual({ kind: 'http', title: 'Server Error', status: 503, statusText: 'Service Unavailable' })
  })

  it("falls back to 'Unknown error'", () => {
    for (const value of [undefined, null, 42, '', '   ', {}, new Error(''), { message: 7 }]) {
      expect(classifyError(value)).toEqual({ kind: 'other', title: 'Something went wrong!', message: 'Unknown error' })
    }
  })
})

describe('statusText', () => {
  it('names known codes and falls back by class', () => {
    expect(statusText(404)).toBe('Not Found')
    expect(statusText(418)).toBe('Client Error')
    expect(statusText(599)).toBe('Server Error')
  })
})
