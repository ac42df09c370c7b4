import type { WalletError } from '../errors.js'

/**
 * Headers of the social login's pages and redirects: nothing runs, nothing embeds them, no URL (with its
 * code or state) leaks as a Referer, nothing is cached.
 */
export const SOCIAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The popup's page for a social login the host cannot send back to a dapp (its state is unknown, used or
 * expired): the error's code and message, and that the window can be closed.
 *
 * @example
 * response.end(renderSocialErrorPage(new SocialLoginInvalidError('state')))
 */
export function renderSocialErrorPage(error: WalletError): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Login failed</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>Login failed</h1><p id="message">${escapeHtml(error.message)}</p>
<p><code id="code">${escapeHtml(error.code)}</code></p><p>You can close this window.</p></body></html>`
}
