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

/** The message type the callback page posts to the frames of the popup's opener. */
export const SOCIAL_PROOF_MESSAGE = 'agentry-wallet/SOCIAL_PROOF'

/**
 * Headers of the callback's success page: like {@link SOCIAL_PAGE_HEADERS}, and it may run its one script
 * from the host (`/social/done.js`).
 */
export const SOCIAL_DONE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...SOCIAL_PAGE_HEADERS,
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
}

/**
 * The callback's page after a good login, in the popup: its script (`/social/done.js`) posts the flow's
 * proof to the host's frames in the window that opened the popup (at the host's origin only), then sends
 * the popup back to the dapp (`back`), where the modal's poll finds it.
 *
 * @example
 * response.end(renderSocialDonePage({ state, proof, back: 'http://localhost:3000/#agentry-wallet-social=…' }))
 */
export function renderSocialDonePage({ state, proof, back }: { state: string; proof: string; back: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed in</title>
<meta name="social-state" content="${escapeHtml(state)}"><meta name="social-proof" content="${escapeHtml(proof)}">
<meta name="social-return" content="${escapeHtml(back)}"></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<p>Signed in. Returning…</p><script src="/social/done.js"></script></body></html>`
}

/**
 * The success page's script (plain JS, no build): `frames` and `postMessage` are what a page may use of a
 * cross-origin opener. Only frames on the host's origin can receive it (the target origin).
 */
export const SOCIAL_DONE_SCRIPT = `(() => {
  const read = (name) => document.querySelector('meta[name="' + name + '"]')?.getAttribute('content') ?? ''
  const message = { type: '${SOCIAL_PROOF_MESSAGE}', state: read('social-state'), proof: read('social-proof') }
  const opener = window.opener
  if (opener)
    for (let index = 0; index < opener.frames.length; index += 1) {
      try {
        opener.frames[index].postMessage(message, location.origin)
      } catch {}
    }
  location.replace(read('social-return'))
})()
`
