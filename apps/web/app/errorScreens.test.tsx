import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/shell/httpError'
import ErrorPage from './error'
import GlobalError from './global-error'
import NotFound from './not-found'

const retry = () => {}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('error screens (the real boundary components, rendered)', () => {
  it('an HTTP-type error shows Server Error with its code and status text', () => {
    const html = renderToStaticMarkup(<ErrorPage error={new HttpError(503)} retry={retry} />)
    expect(text(html)).toBe('Server Error 503 Service Unavailable Try again Back to home')
  })

  it('a production server error keeps only its digest and still shows the status', () => {
    // What reaches the browser from a Server Component in production: no message, the digest survives.
    const html = renderToStaticMarkup(
      <ErrorPage error={Object.assign(new Error(''), { digest: 'AGENTRY_HTTP;502' })} retry={retry} />,
    )
    expect(text(html)).toContain('Server Error 502 Bad Gateway')
  })

  it('another error shows Something went wrong! with its message', () => {
    const html = renderToStaticMarkup(<ErrorPage error={new Error('The agent list could not be read')} retry={retry} />)
    expect(text(html)).toBe('Something went wrong! The agent list could not be read Try again Back to home')
  })

  it('an error without a message shows Unknown error', () => {
    expect(text(renderToStaticMarkup(<ErrorPage error={{}} retry={retry} />))).toContain(
      'Something went wrong! Unknown error',
    )
    expect(text(renderToStaticMarkup(<ErrorPage error={undefined} retry={retry} />))).toContain('Unknown error')
  })

  it('the global error screen brings its own document', () => {
    const html = renderToStaticMarkup(<GlobalError error={new HttpError(500)} retry={retry} />)
    expect(html.startsWith('<html lang="en">')).toBe(true)
    expect(text(html)).toContain('Server Error 500 Internal Server Error')
  })

  it('not-found is the HTTP 404 screen without a retry', () => {
    expect(text(renderToStaticMarkup(<NotFound />))).toBe('Server Error 404 Not Found Back to home')
  })

  it('a page that failed because the database is down says so and that it tries again', () => {
    const fromServer = Object.assign(new Error(''), { digest: 'AGENTRY_HTTP;503;DATABASE_UNAVAILABLE' })
    expect(text(renderToStaticMarkup(<ErrorPage error={fromServer} retry={retry} />))).toBe(
      'Server Error 503 Service Unavailable Service unavailable: the database cannot be reached. Please try again shortly This page tries again every 5 seconds. Try again Back to home',
    )
  })
})
