import { erc20Abi, toHex, type Address, type Hex, type PublicClient, type TransactionReceipt } from 'viem'
import { ProviderRpcError } from './testWalletErrors.js'

/** One call of an EIP-5792 `wallet_sendCalls` request. */
export type WalletCall = { to?: Hex; data?: Hex; value?: Hex }
export type SendCallsRequest = {
  version?: string
  chainId?: Hex
  from?: Address
  calls?: WalletCall[]
  atomicRequired?: boolean
}

type Bundle = { chainId: Hex; hashes: Hex[] }

/**
 * The EIP-5792 (batch calls) and EIP-7811 (assets) side of the test wallet. Calls are executed one by
 * one as real transactions (the wallet is not atomic, and says so in its capabilities).
 */
export function createWalletCalls(options: {
  publicClient: () => PublicClient
  sendTransaction: (call: { to?: Hex; data?: Hex; value?: bigint }) => Promise<Hex>
  address: () => Address
  chainId: () => number
}) {
  const bundles = new Map<string, Bundle>()
  const tokens = new Set<Address>()

  function capabilities([address, chainIds]: unknown[]): Record<Hex, unknown> {
    if (typeof address !== 'string' || address.toLowerCase() !== options.address().toLowerCase()) {
      throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
    }
    const ids = Array.isArray(chainIds) ? (chainIds as Hex[]) : [toHex(options.chainId())]
    return Object.fromEntries(ids.map((id) => [id, { atomic: { status: 'unsupported' } }]))
  }

  async function sendCalls([request]: unknown[]): Promise<{ id: Hex }> {
    const { chainId, calls, atomicRequired } = (request ?? {}) as SendCallsRequest
    if (!Array.isArray(calls) || calls.length === 0) throw new ProviderRpcError(-32602, 'Invalid params: calls')
    if (atomicRequired) throw new ProviderRpcError(5760, 'Atomicity not supported')
    if (chainId === undefined || Number(chainId) !== options.chainId())
      throw new ProviderRpcError(5710, 'Unsupported chain id')
    const hashes: Hex[] = []
    for (const call of calls) {
      hashes.push(
        await options.sendTransaction({
          to: call.to,
          data: call.data,
          value: call.value ? BigInt(call.value) : undefined,
        }),
      )
    }
    const id = toHex(crypto.getRandomValues(new Uint8Array(32)))
    bundles.set(id, { chainId, hashes })
    return { id }
  }

  async function callsStatus([id]: unknown[]) {
    const bundle = typeof id === 'string' ? bundles.get(id) : undefined
    if (!bundle) throw new ProviderRpcError(5730, 'Unknown bundle id')
    const client = options.publicClient()
    const receipts = await Promise.all(
      bundle.hashes.map((hash) =>
        client.getTransactionReceipt({ hash }).catch((): TransactionReceipt | undefined => undefined),
      ),
    )
    const mined = receipts.filter((receipt): receipt is TransactionReceipt => receipt !== undefined)
    const reverted = mined.filter((receipt) => receipt.status !== 'success').length
    const status = mined.length < receipts.length ? 100 : reverted === 0 ? 200 : reverted === mined.length ? 500 : 600
    return {
      version: '2.0.0',
      id,
      chainId: bundle.chainId,
      atomic: false,
      status,
      receipts: mined.map((receipt) => ({
        logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: receipt.status === 'success' ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: toHex(receipt.blockNumber),
        gasUsed: toHex(receipt.gasUsed),
        transactionHash: receipt.transactionHash,
      })),
    }
  }

  async function assets([request]: unknown[]) {
    const account = (request as { account?: unknown } | undefined)?.account
    if (typeof account !== 'string' || account.toLowerCase() !== options.address().toLowerCase()) {
      throw new ProviderRpcError(4100, 'The requested account has not been authorized by the user.')
    }
    const client = options.publicClient()
    const owner = account as Address
    const native = {
      address: 'native',
      balance: toHex(await client.getBalance({ address: owner })),
      type: 'native',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    }
    const erc20 = await Promise.all(
      [...tokens].map(async (address) => {
        const read = <name extends 'balanceOf' | 'decimals' | 'symbol' | 'name'>(
          functionName: name,
          args: readonly [] | readonly [Address],
        ) => client.readContract({ address, abi: erc20Abi, functionName, args } as never) as Promise<unknown>
        const [balance, decimals, symbol, name] = await Promise.all([
          read('balanceOf', [owner]),
          read('decimals', []),
          read('symbol', []),
          read('name', []),
        ])
        return { address, balance: toHex(balance as bigint), type: 'erc20', metadata: { name, symbol, decimals } }
      }),
    )
    return { [toHex(options.chainId())]: [native, ...erc20] }
  }

  return {
    handle(method: string, args: unknown[]): Promise<unknown> | undefined {
      if (method === 'wallet_getCapabilities') return Promise.resolve().then(() => capabilities(args))
      if (method === 'wallet_sendCalls') return sendCalls(args)
      if (method === 'wallet_getCallsStatus') return callsStatus(args)
      if (method === 'wallet_getAssets') return assets(args)
      return undefined
    },
    /** ERC-20 contracts `wallet_getAssets` reports. */
    trackToken(address: Address) {
      tokens.add(address)
    },
  }
}
