/**
 * Sent with every response, by Next (next.config `headers()`) and by the auth routes the production
 * server answers itself: no framing (the wallet modal must not be click-jacked), no MIME sniffing.
 */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]
