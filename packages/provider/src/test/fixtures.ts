import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startRelay, type RelayServer } from '@agentry/relay'
import { MemoryStorage } from '@agentry/sign-client'
import { startAnvil, type Anvil } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { ProviderEmitter } from '../emitter.js'
import { WalletConnectProvider, type WalletConnectProviderOptions } from '../WalletConnectProvider.js'
import { startTestWallet, type TestWallet, type TestWalletOptions } from '@agentry/test-utils/official-wallet'

export const METADATA = { name: 'Provider test dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] }

/** Our relay and two anvil nodes (chains 1 and 1337), started once per test file. */
export type Environment = { relay: RelayServer; mainnet: Anvil; local: Anvil; stop(): Promise<void> }

export async function startEnvironment(): Promise<Environment> {
  const [relay, mainnet, local] = await Promise.all([
    startRelay(),
    startAnvil({ chainId: 1 }),
    startAnvil({ chainId: 1337 }),
  ])
  return {
    relay,
    mainnet,
    local,
    stop: async () => {
      await Promise.all([relay.close(), mainnet.stop(), local.stop()])
    },
  }
}

/**
 * The environment of the calling test file: started before its tests and stopped after them. What a
 * test hands to `closeAfter` (and every `pair`) is closed when that test ends, last first, then
 * `afterEachTest` runs.
 *
 * @example
 * const lab = useEnvironment()
 * it('signs', async () => {
 *   const { provider } = await lab.pair()
 *   await provider.request({ method: 'personal_sign', params: ['0x01', address] })
 * })
 */
export function useEnvironment(afterEachTest?: () => Promise<void> | void) {
  let started: Environment | undefined
  const closers: (() => unknown)[] = []
  beforeAll(async () => {
    started = await startEnvironment()
  })
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close()
    await afterEachTest?.()
  })
  afterAll(async () => {
    await started?.stop()
  })
  const lab = {
    /** The relay and the two anvil nodes. */
    get env(): Environment {
      if (!started) throw new Error('the test environment is used before beforeAll ran')
      return started
    },
    /** Closes each of `close` when the current test ends (the last one first). */
    closeAfter(...close: (() => unknown)[]): void {
      closers.push(...close)
    },
    /** `connectedPair` on this environment, closed when the current test ends. */
    async pair(options?: Parameters<typeof connectedPair>[1]) {
      const pairing = await connectedPair(lab.env, options)
      closers.push(pairing.close)
      return pairing
    },
  }
  return lab
}

/** A provider (ours, on our sign-client) and the official wallet, paired over the relay; closed by `close`. */
export async function connectedPair(
  env: Environment,
  {
    provider: providerOptions = {},
    wallet: walletOptions = {},
    connect = { optionalChains: [1, 1337] },
  }: {
    provider?: Partial<WalletConnectProviderOptions>
    wallet?: Partial<TestWalletOptions>
    connect?: Parameters<WalletConnectProvider['connect']>[0]
  } = {},
): Promise<{ provider: WalletConnectProvider; wallet: TestWallet; close(): Promise<void> }> {
  const { provider, wallet } = await startPair(env, providerOptions, walletOptions)
  await provider.connect(connect)
  return { provider, wallet, close: () => closeAll(provider, wallet) }
}

export async function startPair(
  env: Environment,
  providerOptions: Partial<WalletConnectProviderOptions> = {},
  walletOptions: Partial<TestWalletOptions> = {},
): Promise<{ provider: WalletConnectProvider; wallet: TestWallet }> {
  const wallet = await startTestWallet({
    relayUrl: env.relay.url,
    chains: { 1: env.mainnet.rpcUrl, 1337: env.local.rpcUrl },
    ...walletOptions,
  })
  const provider = await WalletConnectProvider.init({
    relayUrl: env.relay.url,
    metadata: METADATA,
    storage: new MemoryStorage(),
    rpcMap: { 1: env.mainnet.rpcUrl, 1337: env.local.rpcUrl },
    ...providerOptions,
  })
  provider.on('display_uri', (uri: string) => void wallet.client.pair({ uri }))
  return { provider, wallet }
}

export async function closeAll(provider: WalletConnectProvider, wallet: TestWallet): Promise<void> {
  await provider.close()
  await wallet.close()
}

/** Records every event the provider emits, in order. */
export function recordEvents(provider: ProviderEmitter, names: string[]): [string, unknown][] {
  const seen: [string, unknown][] = []
  for (const name of names) provider.on(name, (payload: unknown) => seen.push([name, payload]))
  return seen
}

/** An HTTP server on 127.0.0.1 that accepts requests and never answers (for the RPC timeout). */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(() => undefined)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
