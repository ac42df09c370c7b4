/** What the host's API answers: a result, or `{ error: { code, message } }`. */
export type ApiBody = {
  error?: { code: string; message: string }
  /** A social login's user has `accountId` and `social`, and the provider's email (or null). */
  user?: { email: string | null; accountId?: string; social?: unknown }
  [key: string]: unknown
}

/** A browser-like caller of the host's API for tests: sends its Origin, keeps the session cookie it is given. */
export type WalletClient = {
  cookie: string | undefined
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: ApiBody; response: Response }>
}

/**
 * A client of the host at `base` whose requests carry `origin` (the host's own, as from the frame page).
 *
 * @example
 * const client = walletClient('http://127.0.0.1:46101', 'http://localhost:46101')
 * await client.post('/api/email/request-code', { email: 'alice@example.org' })
 */
export function walletClient(base: string, origin: string): WalletClient {
  const client: WalletClient = {
    cookie: undefined,
    async post(path, body, headers = {}) {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          origin,
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...headers,
        },
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        client.cookie = /max-age=0|expires=thu, 01 jan 1970/i.test(line) ? undefined : pair
      }
      return { status: response.status, body: (await response.json()) as ApiBody, response }
    },
  }
  return client
}
