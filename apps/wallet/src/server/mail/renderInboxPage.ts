import type { DevMail } from './createDevMailbox.js'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Headers of the inbox page: no script at all, never framed, never cached. */
export const INBOX_PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

/**
 * The development inbox: every mail the local SMTP server received, newest first, with its text (the
 * login code in it). It refreshes itself every 3 s without script (a meta refresh), so the CSP stays
 * `default-src 'none'`.
 *
 * @example
 * response.end(renderInboxPage(mailbox.list()))
 */
export function renderInboxPage(mails: readonly DevMail[]): string {
  const items = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from)} · <time>${escapeHtml(mail.receivedAt)}</time></p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3">
<title>Wallet host · development inbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}h2{font-size:1.1rem;margin:.3rem 0}p{color:#555;margin:.2rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Development inbox</h1>
<p>Mail the wallet host sent through its local SMTP server. Nothing here left this machine.</p>
${items || '<p><em>No mail yet.</em></p>'}
</body></html>`
}
