import type { WalletConfig } from './config.js'

/**
 * Headers of the wallet window (`/vault`): a top-level page of the host only (`frame-ancestors 'none'`: in a
 * frame its storage would not be the host's first-party storage), running only its own script, fetching
 * nothing. No `Cross-Origin-Opener-Policy`: it talks to the frame that opened it.
 *
 * @example
 * response.writeHead(200, VAULT_PAGE_HEADERS)
 */
export const VAULT_PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The wallet window's page: its script (`/vault.js`) reads the allow list from a meta tag.
 *
 * @example
 * response.end(renderVaultPage(config))
 */
export function renderVaultPage(config: Pick<WalletConfig, 'allowedOrigins'>): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wallet</title>
<meta name="wallet-allowed-origins" content="${escapeAttribute(config.allowedOrigins.join(' '))}">
</head><body style="font:15px/1.5 system-ui,sans-serif;margin:24px;color:#141414">
<h1 style="font-size:18px;margin:0 0 8px">Wallet</h1><p id="vault-status">Opening…</p>
<script src="/vault.js"></script></body></html>`
}
