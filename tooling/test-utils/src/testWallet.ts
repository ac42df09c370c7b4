import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type Hex,
  type LocalAccount,
  type TransactionRequest,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { createWalletCalls } from './testWalletCalls.js'
import { ProviderRpcError } from './testWalletErrors.js'

export { ProviderRpcError }

export type TestWalletOptions = {
  rpcUrl: string
  chainId?: number
  privateKey?: Hex
  /** Chain ids that wallet_switchEthereumChain accepts; others answer 4902. */
  knownChainIds?: number[]
}

export type TestWalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/**
 * The wallet logic behind the test provider: a viem local account (an anvil default account by default)
 * signs and sends on the anvil node; reads are forwarded to anvil. Failure flags let a test make the
 * wallet reject like a user would (EIP-1193 code 4001).
 *
 * @example
 * const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
 * await wallet.request({ method: 'eth_requestAccounts' }) // ['0xf39F...']
 * wallet.flags.rejectSignature = true
 */
export function createTestWallet(options: TestWalletOptions) {
  const chainId = options.chainId ?? 1337
  const chain = defineChain({
    id: chainId,
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  let account: LocalAccount = privateKeyToAccount(options.privateKey ?? ANVIL_ACCOUNTS[0].privateKey)
  let connected = false
  let currentChainId = chainId
  const known = new Set([chainId, ...(options.knownChainIds ?? [])])
  const listeners = new Map<TestWalletEvent, Set<(payload: unknown) => void>>()
  const flags = { rejectConnect: false, rejectSignature: false, rejectTransaction: false, rejectSwitch: false }
  const publicClient = createPublicClient({ chain, transport: http(options.rpcUrl) })
  // Reads go to anvil untouched; viem's typed request does not fit an arbitrary method name.
  const forward = publicClient.request as unknown as (args: { method: string; params?: unknown }) => Promise<unknown>
  const walletClient = () => createWalletClient({ account, chain, transport: http(options.rpcUrl) })

  const calls = createWalletCalls({
    publicClient: () => publicClient as never,
    sendTransaction: (call) => walletClient().sendTransaction({ ...call, account, chain }),
    address: () => account.address,
    chainId: () => currentChainId,
  })
  const emit = (event: TestWalletEvent, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const args = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
        if (flags.rejectConnect) throw new ProviderRpcError(4001, 'User rejected the request.')
        connected = true
        return [account.address]
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_chainId':
        return `0x${currentChainId.toString(16)}`
      case 'net_version':
        return String(currentChainId)
      case 'wallet_switchEthereumChain': {
        if (flags.rejectSwitch) throw new ProviderRpcError(4001, 'User rejected the request.')
        const target = Number((args[0] as { chainId: string }).chainId)
        if (!known.has(target)) throw new ProviderRpcError(4902, 'Unrecognized chain ID.')
        if (target !== currentChainId) {
          currentChainId = target
          emit('chainChanged', `0x${target.toString(16)}`)
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const target = Number((args[0] as { chainId: string }).chainId)
        known.add(target)
        return null
      }
      case 'personal_sign': {
        if (flags.rejectSignature) throw new ProviderRpcError(4001, 'User rejected the request.')
        const [data] = args as [Hex, string]
        return await account.signMessage({ message: { raw: data } })
      }
      case 'eth_signTypedData_v4': {
        if (flags.rejectSignature) throw new ProviderRpcError(4001, 'User rejected the request.')
        const typed = JSON.parse(args[1] as string) as Parameters<LocalAccount['signTypedData']>[0]
        return await account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        if (flags.rejectTransaction) throw new ProviderRpcError(4001, 'User rejected the request.')
        const tx = args[0] as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const prepared: TransactionRequest = {
          to: tx.to,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        }
        return await walletClient().sendTransaction({ ...prepared, account, chain })
      }
      case 'wallet_getCapabilities':
      case 'wallet_getAssets':
      case 'wallet_getCallsStatus':
        return await calls.handle(method, args)
      case 'wallet_sendCalls':
        if (flags.rejectTransaction) throw new ProviderRpcError(4001, 'User rejected the request.')
        return await calls.handle(method, args)
      default:
        return await forward({ method, params })
    }
  }

  return {
    request,
    flags,
    get address() {
      return account.address
    },
    get chainId() {
      return currentChainId
    },
    on(event: TestWalletEvent, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event: TestWalletEvent, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
    /** Switches to another of the anvil default accounts and emits accountsChanged. */
    switchAccount(privateKey: Hex) {
      account = privateKeyToAccount(privateKey)
      emit('accountsChanged', [account.address])
    },
    /** Adds an ERC-20 contract to what `wallet_getAssets` reports. */
    trackToken: calls.trackToken,
    /** The wallet-side disconnect: emits accountsChanged with no accounts. */
    lock() {
      connected = false
      emit('accountsChanged', [])
    },
  }
}

export type TestWallet = ReturnType<typeof createTestWallet>
