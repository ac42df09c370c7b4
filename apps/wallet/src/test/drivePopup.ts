/** Where a popup's run of redirects stopped. */
export type PopupEnd =
  | { kind: 'returned'; url: string; proof?: { state: string; proof: string } }
  | { kind: 'page'; url: string; status: number; body: string }

export type DrivePopupOptions = {
  /** The host's public origin, and where its server really listens (the test host is on an ephemeral port). */
  host: { publicOrigin: string; base: string }
  /** The dapp's origin: the run stops when a redirect leads there. */
  dappOrigin: string
  /** What to submit on the test provider's login form. */
  login?: { name: string; decision?: 'allow' | 'deny' }
  /** Called with each URL before it is fetched (to tamper with state between steps). */
  onUrl?: (url: URL) => Promise<void> | void
}

/**
 * Plays a popup window's part of a social login without a browser: follows redirects by hand from the
 * host's start URL through the provider (keeping the provider's cookies, as a browser would) and its
 * login form, back to the host's callback and on until a redirect leads to the dapp's origin. The host's
 * page after a good login is played as its script would run: the proof it would post to the opener's
 * frames is returned with the URL it goes back to.
 *
 * @example
 * const end = await drivePopup(uri, { host: { publicOrigin, base }, dappOrigin, login: { name: 'alice' } })
 */
export async function drivePopup(startUrl: string, options: DrivePopupOptions): Promise<PopupEnd> {
  const jar = new Map<string, string>()
  let url = new URL(startUrl)
  let method = 'GET'
  let body: string | undefined
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.origin === options.dappOrigin) return { kind: 'returned', url: url.toString() }
    await options.onUrl?.(url)
    const target =
      url.origin === options.host.publicOrigin ? new URL(url.pathname + url.search, options.host.base) : url
    const isHost = url.origin === options.host.publicOrigin
    const response = await fetch(target, {
      method,
      redirect: 'manual',
      body,
      headers: {
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(!isHost && jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
    })
    if (!isHost)
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        jar.set(pair.slice(0, at), pair.slice(at + 1))
      }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      method = 'GET'
      body = undefined
      continue
    }
    const text = await response.text()
    // The host's page after a good login: its script posts the proof to the opener's frames and goes back.
    const meta = (name: string) =>
      new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(text)?.[1]?.replace(/&amp;/g, '&')
    const proof = isHost ? meta('social-proof') : undefined
    if (proof !== undefined)
      return { kind: 'returned', url: meta('social-return')!, proof: { state: meta('social-state')!, proof } }
    const form = /<form method="post" action="([^"]+)"/.exec(text)
    if (!isHost && form && options.login) {
      url = new URL(form[1]!, url)
      method = 'POST'
      body = new URLSearchParams({ login: options.login.name, decision: options.login.decision ?? 'allow' }).toString()
      continue
    }
    return { kind: 'page', url: url.toString(), status: response.status, body: text }
  }
  throw new Error('the popup went round in circles')
}
