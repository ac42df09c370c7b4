// Test fixture (not exported by the package): our relay on 127.0.0.1 with clients of ours on it.
import { startRelay, type RelayServer } from '@agentry/relay'
import { SignClient, type SignClientOptions } from '../client/SignClient.js'
import type { PendingRequestStruct, SessionStruct } from '../types/protocol.js'
import { MemoryStorage } from '../storage/MemoryStorage.js'
import { RelayClient } from '../relay/relayClient.js'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const REQUIRED = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } }
export const GRANTED = {
  eip155: {
    chains: ['eip155:1'],
    accounts: [`eip155:1:${ADDRESS}`],
    methods: ['personal_sign'],
    events: ['chainChanged'],
  },
}

export const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

/**
 * A relay and what the test opened on it; `close()` closes them all, relay last.
 *
 * @example
 * const lab = await relayLab()
 * const dapp = await lab.client('dapp')
 * await lab.close()
 */
export async function relayLab(relayOptions: Parameters<typeof startRelay>[0] = {}) {
  const relay: RelayServer = await startRelay(relayOptions)
  const closers: (() => Promise<unknown>)[] = []
  const lab = {
    relay,
    /** One of our clients on the relay; its own memory storage unless options say otherwise. */
    async client(name: string, options: Partial<SignClientOptions> = {}) {
      const created = await SignClient.init({
        relayUrl: relay.url,
        metadata: metadata(name),
        storage: new MemoryStorage(),
        customStoragePrefix: name,
        ...options,
      })
      closers.push(() => created.close())
      return created
    },
    /** A raw relay client: a stranger (or a peer that knows a key) publishing what it likes. */
    async stranger() {
      const raw = new RelayClient({ relayUrl: relay.url })
      closers.push(() => raw.close())
      await raw.connect()
      return raw
    },
    /**
     * A dapp and a wallet with a settled session. The wallet answers personal_sign unless told not to;
     * `symKey` is the session key as the wallet stored it, `uri` the pairing URI.
     */
    async session({
      answer = true,
      wallet: walletOptions = {},
      dapp: dappOptions = {},
    }: { answer?: boolean; wallet?: Partial<SignClientOptions>; dapp?: Partial<SignClientOptions> } = {}) {
      // A test that sets `storage` (even to undefined) gets exactly that.
      const walletStorage = 'storage' in walletOptions ? walletOptions.storage : new MemoryStorage()
      const dapp = await lab.client('dapp', dappOptions)
      const wallet = await lab.client('wallet', { ...walletOptions, storage: walletStorage })
      const requests: PendingRequestStruct[] = []
      // Not awaited by anyone: its last writes may fail once a test has removed the storage behind it.
      wallet.on('session_proposal', ({ id }) => void wallet.approve({ id, namespaces: GRANTED }).catch(() => undefined))
      wallet.on('session_request', (request) => {
        requests.push(request)
        if (!answer) return
        const [message] = request.params.request.params as string[]
        wallet
          .respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: `signed:${message}` } })
          .catch(() => undefined)
      })
      const { uri, approval } = await dapp.connect({ requiredNamespaces: REQUIRED })
      await wallet.pair({ uri: uri! })
      const session: SessionStruct = await approval()
      const entry = await walletStorage?.getItem<[string, string, number]>(
        `wc@2:agentry:${walletOptions.customStoragePrefix ?? 'wallet'}:keychain//${session.topic}`,
      )
      return { dapp, wallet, topic: session.topic, symKey: entry?.[1] ?? '', uri: uri!, requests, walletStorage }
    },
    async close() {
      await Promise.all(closers.splice(0).map((close) => close().catch(() => undefined)))
      await relay.close()
    },
  }
  return lab
}

/** `dapp` asks `personal_sign` of `message` on `topic`. */
export const sign = (dapp: SignClient, topic: string, message = '0x01') =>
  dapp.request<string>({ topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [message, ADDRESS] } })

/** Settles with the promise's outcome, or with 'pending' when it has not settled within `ms`. */
export const outcome = <T>(promise: Promise<T>, ms = 5_000) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms)),
  ])
