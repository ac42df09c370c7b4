import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteTextProvider } from '@/components/i18n/SiteTextProvider'
import { HttpError } from '@/lib/shell/httpError'
import { ALL_SITE_TEXTS } from '@/lib/siteText/allSiteTexts'
import ErrorPage from './error'
import GlobalError from './global-error'
import NotFound from './not-found'

// The request's headers, as the not-found page reads them on the server (there is no request in a unit test).
const request = vi.hoisted(() => ({ acceptLanguage: null as string | null }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.acceptLanguage ? { 'accept-language': request.acceptLanguage } : {}),
}))
beforeEach(() => {
  request.acceptLanguage = null
})

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
    // English until the browser's language is known (it is read after mounting, from navigator.languages).
    expect(html.startsWith('<html lang="en" dir="ltr">')).toBe(true)
    expect(text(html)).toContain('Server Error 500 Internal Server Error')
  })

  it('not-found is the HTTP 404 screen without a retry', async () => {
    expect(text(renderToStaticMarkup(await NotFound()))).toBe('Server Error 404 Not Found Back to home')
  })

  it('a page that failed because the database is down says so and that it tries again', () => {
    const fromServer = Object.assign(new Error(''), { digest: 'AGENTRY_HTTP;503;DATABASE_UNAVAILABLE' })
    expect(text(renderToStaticMarkup(<ErrorPage error={fromServer} retry={retry} />))).toBe(
      'Server Error 503 Service Unavailable Service unavailable: the database cannot be reached. Please try again shortly This page tries again every 5 seconds. Try again Back to home',
    )
  })

  it("not-found speaks the visitor's language (Accept-Language), as the layout does", async () => {
    request.acceptLanguage = 'ar-EG,ar;q=0.9,en;q=0.5'
    expect(text(renderToStaticMarkup(await NotFound()))).toBe('خطأ في الخادم 404 غير موجود العودة إلى الصفحة الرئيسية')
    request.acceptLanguage = 'ja-JP'
    expect(text(renderToStaticMarkup(await NotFound()))).toBe('サーバーエラー 404 見つかりません ホームに戻る')
  })

  it("a page's error boundary speaks the language the layout handed down, numbers included", () => {
    const fromServer = Object.assign(new Error(''), { digest: 'AGENTRY_HTTP;503;DATABASE_UNAVAILABLE' })
    const html = renderToStaticMarkup(
      <SiteTextProvider locale="de" texts={ALL_SITE_TEXTS.de}>
        <ErrorPage error={fromServer} retry={retry} />
      </SiteTextProvider>,
    )
    expect(text(html)).toBe(
      'Serverfehler 503 Dienst nicht verfügbar Dienst nicht verfügbar: Die Datenbank ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal Diese Seite versucht es alle 5 Sekunden erneut. Erneut versuchen Zur Startseite',
    )
    const other = renderToStaticMarkup(
      <SiteTextProvider locale="ja" texts={ALL_SITE_TEXTS.ja}>
        <ErrorPage error={{}} retry={retry} />
        <ErrorPage error={new Error('The agent list could not be read')} retry={retry} />
      </SiteTextProvider>,
    )
    // 'Unknown error' is the spec's word and is translated; an error's own message is someone else's words.
    expect(text(other)).toBe(
      '問題が発生しました！ 不明なエラー 再試行 ホームに戻る 問題が発生しました！ The agent list could not be read 再試行 ホームに戻る',
    )
  })

  it('a status text the server chose itself is shown as it is; a status without a phrase gets its class', () => {
    const html = renderToStaticMarkup(
      <SiteTextProvider locale="fr" texts={ALL_SITE_TEXTS.fr}>
        <ErrorPage error={new HttpError(429, 'Slow down')} retry={retry} />
        <ErrorPage error={new HttpError(418)} retry={retry} />
      </SiteTextProvider>,
    )
    expect(text(html)).toContain('Erreur du serveur 429 Slow down')
    expect(text(html)).toContain('Erreur du serveur 418 Erreur du client')
  })
})
