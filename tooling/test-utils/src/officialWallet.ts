import { SignClient as OfficialSignClient } from '@walletconnect/sign-client'
import { createPublicClient, createWalletClient, defineChain, http, numberToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from './accounts.js'

export type OfficialClient = Awaited<ReturnType<typeof OfficialSignClient.init>>

export const WALLET_ACCOUNT = privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey)

type Proposal = {
  id: number
  params: { requiredNamespaces: Record<string, Ns>; optionalNamespaces: Record<string, Ns> }
}
type Ns = { chains?: string[]; methods: string[]; events: string[] }

export type TestWalletOptions = {
  relayUrl: string
  /** RPC URL of each eip155 chain the wallet will approve, by chain id. */
  chains: Record<number, string>
  /** Methods the wallet approves (of those asked); default: all asked. */
  approveMethods?: (asked: string[]) => string[]
  /** Solana accounts to grant, when asked. */
  solana?: { chain: string; address: string; sign(message: string): string }
  /** Extra chains to add when the dapp asks `wallet_switchEthereumChain` to them. */
  addableChains?: Record<number, string>
}

let counter = 0

/** The official client's key-value storage, in memory (its Node default writes files). */
function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async () => [...items.entries()],
    getItem: async (key: string) => items.get(key),
    setItem: async (key: string, value: unknown) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
}

// A logger that says nothing: under happy-dom the official client picks its browser logger, which
// ignores the 'silent' level name and prints every trace line.
const noop = () => undefined
const silentLogger: Record<string, unknown> = {
  level: 'silent',
  trace: noop,
  debug: noop,
  info: noop,
  warn: noop,
  error: noop,
  fatal: noop,
}
silentLogger.child = () => silentLogger

/**
 * The official WalletConnect wallet client 2.21.8 (Apache-2.0) as a test wallet: it approves proposals
 * with the anvil account on the configured chains and answers requests for real (signatures with the
 * anvil key via viem, transactions sent to anvil). Test tooling.
 *
 * @example
 * const wallet = await startTestWallet({ relayUrl: relay.url, chains: { 1: anvil.rpcUrl } })
 * await wallet.client.pair({ uri })
 */
export async function startTestWallet(options: TestWalletOptions) {
  counter += 1
  const client = await OfficialSignClient.init({
    relayUrl: options.relayUrl,
    projectId: 'provider-test',
    customStoragePrefix: `provider-wallet-${counter}`,
    telemetryEnabled: false,
    logger: silentLogger as never,
    storage: memoryStorage() as never,
    metadata: { name: 'Test Wallet', description: 'official client 2.21.8', url: 'http://127.0.0.1', icons: [] },
    signConfig: { disableRequestQueue: true },
  })
  const chains: Record<number, string> = { ...options.chains }
  const requests: { method: string; chainId: string }[] = []
  const clientFor = (chainId: number) =>
    createWalletClient({
      account: WALLET_ACCOUNT,
      chain: defineChain({
        id: chainId,
        name: `anvil ${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chains[chainId]!] } },
      }),
      transport: http(chains[chainId]),
    })
  const eip155Namespace = (methods: string[], events: string[]) => {
    const ids = Object.keys(chains).map((id) => `eip155:${id}`)
    return { chains: ids, accounts: ids.map((id) => `${id}:${WALLET_ACCOUNT.address}`), methods, events }
  }

  client.on('session_proposal', ({ id, params }: Proposal) => {
    const asked = { ...params.optionalNamespaces, ...params.requiredNamespaces }
    const namespaces: Record<string, object> = {}
    if (asked.eip155) {
      const methods = options.approveMethods?.(asked.eip155.methods) ?? asked.eip155.methods
      namespaces.eip155 = eip155Namespace(methods, asked.eip155.events)
    }
    if (asked.solana && options.solana) {
      const { chain, address } = options.solana
      namespaces.solana = {
        chains: [chain],
        accounts: [`${chain}:${address}`],
        methods: asked.solana.methods,
        events: [],
      }
    }
    void client.approve({ id, namespaces: namespaces as never })
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { request, chainId } = params as { request: { method: string; params: unknown }; chainId: string }
    requests.push({ method: request.method, chainId })
    const answer = (result: unknown) => client.respond({ topic, response: { id, jsonrpc: '2.0', result } as never })
    const fail = (code: number, message: string) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', error: { code, message } } as never })
    const evm = Number(chainId.split(':')[1])
    try {
      switch (request.method) {
        case 'personal_sign': {
          const [message] = request.params as [Hex]
          if (message === '0x72656a656374') return await fail(4001, 'User rejected the request.')
          return await answer(await WALLET_ACCOUNT.signMessage({ message: { raw: message } }))
        }
        case 'eth_sendTransaction': {
          const [{ to, value, data }] = request.params as [{ to: Hex; value?: Hex; data?: Hex }]
          const hash = await clientFor(evm).sendTransaction({ to, value: value ? BigInt(value) : 0n, data })
          return await answer(hash)
        }
        case 'wallet_sendCalls': {
          const [{ calls }] = request.params as [{ calls: { to: Hex; value?: Hex }[] }]
          const hashes: Hex[] = []
          for (const call of calls)
            hashes.push(
              await clientFor(evm).sendTransaction({ to: call.to, value: call.value ? BigInt(call.value) : 0n }),
            )
          return await answer({ id: hashes[0] })
        }
        case 'wallet_getCallsStatus':
          return await answer({
            version: '2.0.0',
            id: (request.params as [string])[0],
            chainId: `0x${evm.toString(16)}`,
            status: 200,
            atomic: false,
            receipts: [],
          })
        case 'wallet_getAssets': {
          // EIP-7811: the wallet's own view of the account's assets; here the native balance, read from the chain.
          const balance = await createPublicClient({ transport: http(chains[evm]) }).getBalance({
            address: WALLET_ACCOUNT.address,
          })
          return await answer({
            [numberToHex(evm)]: [{ address: 'native', balance: numberToHex(balance), type: 'native', metadata: {} }],
          })
        }
        case 'wallet_getCapabilities':
          return await answer({ [`0x${evm.toString(16)}`]: { atomic: { status: 'unsupported' } } })
        case 'wallet_switchEthereumChain': {
          const target = Number((request.params as [{ chainId: string }])[0].chainId)
          const url = options.addableChains?.[target]
          if (!url) return await fail(4902, 'Unrecognized chain ID.')
          chains[target] = url
          const session = client.session.get(topic)
          const namespace = eip155Namespace(session.namespaces.eip155!.methods, session.namespaces.eip155!.events)
          const { acknowledged } = await client.update({
            topic,
            namespaces: { ...session.namespaces, eip155: namespace },
          })
          await acknowledged()
          return await answer(null)
        }
        case 'solana_signMessage': {
          const { message } = request.params as { message: string }
          return await answer({ signature: options.solana!.sign(message) })
        }
        default:
          return await fail(4200, `unsupported ${request.method}`)
      }
    } catch (error) {
      await fail(-32603, (error as Error).message)
    }
  })

  return {
    client,
    requests,
    /** The wallet's only session topic. */
    topic: () => client.session.keys[0]!,
    close: () => client.core.relayer.transportClose(),
  }
}

export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>
