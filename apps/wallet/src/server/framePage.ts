import type { WalletConfig } from './config.js'
import { configuredSocialProviders } from './social/configuredSocialProviders.js'

/**
 * Headers of the frame page: only the allowed sites may embed it (`frame-ancestors`), it runs only its own
 * script, and it talks only to its own origin.
 *
 * @example
 * response.writeHead(200, framePageHeaders(config))
 */
export function framePageHeaders(config: Pick<WalletConfig, 'allowedOrigins' | 'rpcUrls'>): Record<string, string> {
  // The frame sends signed transactions to the chains' RPC endpoints, and nowhere else but its own host.
  const rpcOrigins = [...new Set(Object.values(config.rpcUrls ?? {}).map((url) => new URL(url).origin))]
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...rpcOrigins].join(' '),
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${config.allowedOrigins.join(' ')}`,
  ].join('; ')
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The frame page: its script reads the allow list, the RPC URLs and the configured social providers from
 * meta tags (an inline script would need a weaker CSP).
 *
 * @example
 * response.end(renderFramePage(config))
 */
export function renderFramePage(
  config: Pick<WalletConfig, 'allowedOrigins' | 'rpcUrls'> & { social?: WalletConfig['social'] },
): string {
  const rpcUrls = Object.entries(config.rpcUrls ?? {}).map(([chainId, url]) => `${chainId}=${url}`)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wallet</title>
<meta name="wallet-allowed-origins" content="${escapeAttribute(config.allowedOrigins.join(' '))}">
<meta name="wallet-rpc-urls" content="${escapeAttribute(rpcUrls.join(' '))}">
<meta name="wallet-social-providers" content="${escapeAttribute(configuredSocialProviders(config.social).join(' '))}">
</head><body><main id="wallet"></main><script src="/frame.js"></script></body></html>`
}
