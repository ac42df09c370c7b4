import { generateRelayKeyPair, signRelayJwt } from '@agentry/sign-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audienceMatchesHost } from './audience.js'
import { connectClient, upgradeStatus } from './test/relayTestClient.js'
import { startRelay, type RelayServer } from './startRelay.js'

describe('audienceMatchesHost', () => {
  it.each([
    ['ws://127.0.0.1:8787', '127.0.0.1:8787', true],
    ['ws://127.0.0.1:8787/', '127.0.0.1:8787', true],
    ['ws://127.0.0.1:8787/some/path?x=1', '127.0.0.1:8787', true],
    ['WS://LOCALHOST:8787', 'localhost:8787', true],
    ['wss://relay.example.com', 'relay.example.com', true],
    ['wss://relay.example.com', 'relay.example.com:443', true],
    ['ws://relay.example.com', 'relay.example.com:80', true],
    ['wss://relay.example.com', 'relay.example.com:8787', false],
    ['ws://127.0.0.1:9999', '127.0.0.1:8787', false],
    ['ws://localhost:8787', '127.0.0.1:8787', false],
    ['http://127.0.0.1:8787', '127.0.0.1:8787', false],
    ['https://relay.example.com', 'relay.example.com', false],
    ['not a url', '127.0.0.1:8787', false],
    ['ws://127.0.0.1:8787', undefined, false],
  ])('aud %s with Host %s → %s', (aud, host, expected) => {
    expect(audienceMatchesHost(aud, host)).toBe(expected)
  })
})

describe('relay authentication at upgrade', () => {
  let relay: RelayServer
  beforeAll(async () => {
    relay = await startRelay({ host: '127.0.0.1', port: 0 })
  })
  afterAll(() => relay.close())

  const urlWith = (token: string) => `${relay.url}/?auth=${token}&ua=test&projectId=p`

  it('accepts a valid JWT for this relay and uses its iss as the client id', async () => {
    const client = await connectClient(relay.url)
    expect(client.clientId).toMatch(/^did:key:z6Mk/)
    const reply = await client.call('irn_subscribe', { topic: 'a'.repeat(64) })
    expect(typeof reply.result).toBe('string')
    await client.close()
  })

  it('accepts an aud with a trailing slash', async () => {
    const { secretKey } = generateRelayKeyPair()
    expect(await upgradeStatus(urlWith(signRelayJwt({ secretKey, aud: `${relay.url}/` })))).toBe(101)
  })

  it('answers 401 without auth', async () => {
    expect(await upgradeStatus(`${relay.url}/?projectId=p`)).toBe(401)
  })

  it('answers 401 for a JWT for another relay', async () => {
    const { secretKey } = generateRelayKeyPair()
    expect(await upgradeStatus(urlWith(signRelayJwt({ secretKey, aud: 'wss://relay.walletconnect.org' })))).toBe(401)
    expect(await upgradeStatus(urlWith(signRelayJwt({ secretKey, aud: `ws://127.0.0.1:${relay.port + 1}` })))).toBe(401)
  })

  it('answers 401 for an expired JWT', async () => {
    const { secretKey } = generateRelayKeyPair()
    const token = signRelayJwt({ secretKey, aud: relay.url, iat: Math.floor(Date.now() / 1000) - 86_401 })
    expect(await upgradeStatus(urlWith(token))).toBe(401)
  })

  it('answers 401 for a forged signature and for garbage', async () => {
    const { secretKey } = generateRelayKeyPair()
    const token = signRelayJwt({ secretKey, aud: relay.url })
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    expect(await upgradeStatus(urlWith(forged))).toBe(401)
    expect(await upgradeStatus(urlWith('abc.def.ghi'))).toBe(401)
  })

  it('answers plain HTTP with 426, and /health with 200', async () => {
    const httpUrl = relay.url.replace('ws://', 'http://')
    expect((await fetch(httpUrl)).status).toBe(426)
    const health = await fetch(`${httpUrl}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
  })
})
