const DEFAULT_PORTS: Record<string, string> = { 'ws:': '80', 'wss:': '443' }

/**
 * Whether a relay JWT's `aud` names this relay: a ws/wss URL whose host and port are the ones the client
 * connected to (its `Host` header). Path and trailing slash are ignored; a missing port means the scheme's
 * default port.
 *
 * @example
 * audienceMatchesHost('ws://127.0.0.1:8787/', '127.0.0.1:8787') // true
 * audienceMatchesHost('wss://relay.example.com', 'relay.example.com') // true
 * audienceMatchesHost('ws://127.0.0.1:9999', '127.0.0.1:8787') // false
 */
export function audienceMatchesHost(aud: string, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false
  let audUrl: URL
  let host: URL
  try {
    audUrl = new URL(aud)
    host = new URL(`ws://${hostHeader}`)
  } catch {
    return false
  }
  const defaultPort = DEFAULT_PORTS[audUrl.protocol]
  if (!defaultPort) return false
  if (audUrl.hostname.toLowerCase() !== host.hostname.toLowerCase()) return false
  const audPort = audUrl.port || defaultPort
  // A Host header without a port came through the scheme's default port, which we cannot see here.
  const hostPorts = host.port ? [host.port] : ['80', '443']
  return hostPorts.includes(audPort)
}
