import { createFrameHost } from './createFrameHost.js'
import { createHostApi } from './createHostApi.js'

// The frame page's entry: the server writes the allow list into a meta tag (no inline script under the CSP).
const allowedOrigins = (document.querySelector('meta[name="wallet-allowed-origins"]')?.getAttribute('content') ?? '')
  .split(' ')
  .filter(Boolean)

// Chromium and Safari give the embedding page's origin in ancestorOrigins; Firefox has only the referrer,
// which the site's default referrer policy (strict-origin-when-cross-origin) reduces to its origin.
const parentOrigin = (() => {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
})()

// The login requests go to this host's own API (same origin: the session cookie and the Origin check hold).
if (window.parent !== window)
  createFrameHost({
    window,
    parentOrigin,
    allowedOrigins,
    services: { api: createHostApi({ baseUrl: location.origin }) },
  })
