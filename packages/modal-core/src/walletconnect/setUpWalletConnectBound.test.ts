import { startRelay } from '@agentry/relay'
import { MemoryStorage, RelayConnectTimeoutError } from '@agentry/sign-client'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { getConnector, removeConnector } from '../connectors/connectorsState.js'
import { BaseError } from '../errors/BaseError.js'
import { WalletConnectConfigError, WalletConnectUnavailableError } from '../errors/walletConnectErrors.js'
import { initModal } from '../flows/initModal.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { setUpWalletConnect, tearDownWalletConnect, WALLET_CONNECT_CONNECTOR_ID } from './setUpWalletConnect.js'

// setUpWalletConnect settles within its bound when the relay cannot be reached (issue 15 item 3): a port
// where nothing listens, and a TCP server that accepts the connection but never answers the WebSocket
// upgrade. Ports from this suite's range (41700-41799) on 127.0.0.1.
const NOTHING_LISTENS = 41711
const NEVER_UPGRADES = 41712

let silent: Server
const sockets = new Set<Socket>()
let accepted = 0

/** Resolves whether a TCP connection to `port` opens. */
const tcpOpens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

beforeAll(async () => {
  silent = createServer((socket) => {
    accepted += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    // Reads (and ignores) the upgrade request, so the client closing its end is seen here.
    socket.resume()
  })
  await new Promise<void>((resolve) => silent.listen(NEVER_UPGRADES, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

beforeEach(() => {
  resetAllState()
  accepted = 0
})
afterEach(async () => {
  await tearDownWalletConnect()
  removeConnector(WALLET_CONNECT_CONNECTOR_ID)
})

const configure = (relayUrl: string) => initModal({ networks: [localDevChain], walletConnect: { relayUrl } })

describe('setUpWalletConnect with the relay unreachable', () => {
  test('nothing listens on the port: WalletConnectUnavailableError, no connector', async () => {
    expect(await tcpOpens(NOTHING_LISTENS)).toBe(false)
    configure(`ws://127.0.0.1:${NOTHING_LISTENS}`)
    const error = await setUpWalletConnect({ storage: new MemoryStorage(), timeoutMs: 1_500 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      code: 'WALLET_CONNECT_UNAVAILABLE',
      shortMessage: 'Could not connect to WalletConnect. Please try again.',
      relayUrl: `ws://127.0.0.1:${NOTHING_LISTENS}`,
      timeoutMs: 1_500,
    })
    expect(getConnector(WALLET_CONNECT_CONNECTOR_ID)).toBeUndefined()
  })

  test('a server accepts TCP but never answers the upgrade: rejected, and the client lets go of it', async () => {
    configure(`ws://127.0.0.1:${NEVER_UPGRADES}`)
    const error = await setUpWalletConnect({ storage: new MemoryStorage(), timeoutMs: 1_500 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect((error as WalletConnectUnavailableError).details).toBe(
      `the relay ws://127.0.0.1:${NEVER_UPGRADES} was not reached within 1500 ms`,
    )
    // It did reach the server: the wait was for the upgrade, not for a refused connection.
    expect(accepted).toBeGreaterThan(0)
    // No reconnect loop or open socket is left behind.
    await vi.waitFor(() => expect(sockets.size).toBe(0), { timeout: 5_000 })
    const before = accepted
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(accepted).toBe(before)
    expect(getConnector(WALLET_CONNECT_CONNECTOR_ID)).toBeUndefined()
  })

  test('with no timeoutMs the bound is 10 s', { timeout: 20_000 }, async () => {
    configure(`ws://127.0.0.1:${NEVER_UPGRADES}`)
    const error = await setUpWalletConnect({ storage: new MemoryStorage() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectUnavailableError)
    expect(error).toMatchObject({ timeoutMs: 10_000 })
    // The Sign client's own connect bound is the same one: when it reports first, its error is the cause.
    const cause = (error as Error).cause
    if (cause !== undefined) expect(cause).toBeInstanceOf(RelayConnectTimeoutError)
  })

  test('a later call tries again and starts once a relay answers', async () => {
    configure(`ws://127.0.0.1:${NOTHING_LISTENS}`)
    await expect(setUpWalletConnect({ storage: new MemoryStorage(), timeoutMs: 500 })).rejects.toBeInstanceOf(
      WalletConnectUnavailableError,
    )
    const relay = await startRelay()
    try {
      configure(relay.url)
      const connector = await setUpWalletConnect({ storage: new MemoryStorage(), timeoutMs: 5_000 })
      expect(connector.id).toBe(WALLET_CONNECT_CONNECTOR_ID)
      expect(getConnector(WALLET_CONNECT_CONNECTOR_ID)?.name).toBe('WalletConnect')
      await tearDownWalletConnect()
    } finally {
      await relay.close()
    }
  })
})

describe('bad options are errors at the call', () => {
  test('a missing or non-ws(s) relayUrl is refused at once, before anything connects', async () => {
    const networks = [localDevChain]
    initModal({ networks, walletConnect: {} as { relayUrl: string } })
    await expect(setUpWalletConnect()).rejects.toThrowErrorMatchingInlineSnapshot(`
      [WalletConnectConfigError: \`walletConnect.relayUrl\` is required

      Pass the relay's URL: \`walletConnect: { relayUrl: 'wss://relay.example.org' }\`.]
    `)
    initModal({ networks, walletConnect: { relayUrl: 'https://relay.example.org' } })
    await expect(setUpWalletConnect()).rejects.toThrowErrorMatchingInlineSnapshot(`
      [WalletConnectConfigError: \`walletConnect.relayUrl\` must be a ws:// or wss:// URL

      Details: got "https://relay.example.org"]
    `)
    initModal({ networks, walletConnect: { relayUrl: 'relay.example.org' } })
    const error = await setUpWalletConnect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectConfigError)
    expect(error).toMatchObject({ code: 'WALLET_CONNECT_CONFIG_INVALID', params: { variant: 'relayUrlInvalid' } })
    expect(accepted).toBe(0)
  })

  test('setUpWalletConnect rejects at once when WalletConnect is not configured or timeoutMs is not positive', async () => {
    initModal({ networks: [localDevChain] })
    await expect(setUpWalletConnect()).rejects.toMatchObject({
      shortMessage: 'WalletConnectConnector not found',
      code: 'WALLET_CONNECT_NOT_CONFIGURED',
    })
    configure(`ws://127.0.0.1:${NEVER_UPGRADES}`)
    for (const timeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = await setUpWalletConnect({ timeoutMs }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletConnectConfigError)
      expect(error).toMatchObject({ params: { variant: 'timeoutInvalid' } })
    }
    expect(accepted).toBe(0)
  })
})
