import type { ErrorScreen } from '@/lib/shell/errorScreen'
import { statusText } from '@/lib/shell/httpStatus'
import type { SiteTextKey, SiteTexts } from './en'
import { formatSiteText } from './formatSiteText'

/** What an error screen shows, every word in the visitor's language. */
export type LocalizedErrorScreen = {
  title: string
  /** The HTTP status code, for HTTP-type errors. */
  status?: number
  statusText?: string
  /** The server's reason in words, or the error's message for other errors. */
  message?: string
  /** The auto-retry notice of a 503 that comes back by itself. */
  retryNotice?: string
  retryAfterSeconds?: number
}

const isKey = (texts: SiteTexts, key: string): key is SiteTextKey => Object.hasOwn(texts, key)

/** A status's reason phrase in the language: its own, else its class's (4xx, 5xx). */
function localStatusText(texts: SiteTexts, status: number): string {
  const own = `status.${status}`
  if (isKey(texts, own)) return texts[own]
  return texts[status >= 500 ? 'status.5xx' : status >= 400 ? 'status.4xx' : 'status.other']
}

/**
 * An error screen (`classifyError`) in the visitor's language. The spec's words ('Server Error', the
 * standard status phrases, 'Unknown error') and the server's reasons are translated; a status text a
 * server chose itself and an error's own message are someone else's words, shown as they are.
 *
 * @example
 * localizeErrorScreen(classifyError(new HttpError(404)), ja, 'ja')
 * // { title: 'サーバーエラー', status: 404, statusText: '見つかりません' }
 */
export function localizeErrorScreen(screen: ErrorScreen, texts: SiteTexts, locale: string): LocalizedErrorScreen {
  if (screen.kind === 'other') {
    const message = screen.message === 'Unknown error' ? texts['error.unknown'] : screen.message
    return { title: texts['error.somethingWentWrong'], message }
  }
  const standard = screen.statusText === statusText(screen.status)
  const seconds = screen.retryAfterSeconds
  return {
    title: texts['error.serverError'],
    status: screen.status,
    statusText: standard ? localStatusText(texts, screen.status) : screen.statusText,
    ...(screen.reason ? { message: texts[`error.${screen.reason}`] } : {}),
    ...(seconds
      ? { retryAfterSeconds: seconds, retryNotice: formatSiteText(texts, locale, 'error.autoRetry', { seconds }) }
      : {}),
  }
}
