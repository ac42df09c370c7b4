import { afterEach, describe, expect, it } from 'vitest'
import { startRelay, type RelayServer } from './startRelay.js'

// `/metrics` on the relay's public port is exposed by any proxy that forwards the port: it can move to an
// address of its own, or be turned off.

const relays: RelayServer[] = []
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()))
})

async function relay(parameters: Parameters<typeof startRelay>[0]): Promise<RelayServer> {
  const started = await startRelay(parameters)
  relays.push(started)
  return started
}

const httpUrl = (relay: RelayServer, path: string) => `${relay.url.replace('ws://', 'http://')}${path}`

describe('where /metrics is served', () => {
  it('by default on the relay port', async () => {
    const started = await relay({})
    expect(started.metricsUrl).toBe(httpUrl(started, '/metrics'))
    const response = await fetch(httpUrl(started, '/metrics'))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('agentry_relay_connections')
  })

  it('on a port of its own, and then not on the relay port', async () => {
    const started = await relay({ metrics: { host: '127.0.0.1', port: 0 } })
    expect(started.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    expect(started.metricsUrl).not.toBe(httpUrl(started, '/metrics'))
    const own = await fetch(started.metricsUrl!)
    expect(own.status).toBe(200)
    expect(await own.text()).toContain('agentry_relay_messages_in_total')
    expect((await fetch(started.metricsUrl!.replace('/metrics', '/health'))).status).toBe(404)
    expect((await fetch(httpUrl(started, '/metrics'))).status).toBe(426)
    expect((await fetch(httpUrl(started, '/health'))).status).toBe(200)
  })

  it('nowhere when off', async () => {
    const started = await relay({ metrics: false })
    expect(started.metricsUrl).toBeUndefined()
    expect((await fetch(httpUrl(started, '/metrics'))).status).toBe(426)
  })
})
