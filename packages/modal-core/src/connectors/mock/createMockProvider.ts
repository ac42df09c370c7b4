import type { Eip1193Provider } from '../../adapters/types.js'
import { MockProviderRpcError } from './MockProviderRpcError.js'

/** Failures a mock wallet can be told to produce, as a user or a limited wallet would. */
export type MockConnectorFeatures = {
  /** `eth_requestAccounts` fails: `true` as a user rejection (4001), or with the given error. */
  connectError?: boolean | Error
  /** Signing methods fail as a user rejection (4001). */
  rejectSignature?: boolean
  /**
   * `wallet_switchEthereumChain` fails with this code until the target chain has been added with
   * `wallet_addEthereumChain` (4902, 5000 and -32603 make modal-core add the chain and retry; any other
   * code, such as 4001, keeps failing).
   */
  switchChainErrorCode?: number
  /** `eth_accounts` never answers, as a wallet extension that hangs (the start-up sync must not wait forever). */
  accountsNeverAnswer?: boolean
}

export type CreateMockProviderParameters = {
  accounts: readonly string[]
  chainId: number
  features?: MockConnectorFeatures
}

/** An in-memory EIP-1193 provider; also ends its connection for the connector's `disconnect`. */
export type MockProvider = Required<Eip1193Provider> & { disconnect(): void }

const SIGNING_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls'])

const toHex = (value: number) => `0x${value.toString(16)}`
const rejection = () => new MockProviderRpcError(4001, 'User rejected the request.')

function targetChainId(params: unknown): number {
  const [first] = Array.isArray(params) ? (params as unknown[]) : []
  return Number((first as { chainId?: unknown } | undefined)?.chainId)
}

/**
 * An EIP-1193 provider held in memory: accounts, the current chain, the chains it knows, listeners.
 * It signs nothing; signing methods reject (4001) with `rejectSignature`, otherwise answer 4200.
 *
 * @example
 * const provider = createMockProvider({ accounts: ['0xf39F…'], chainId: 1337 })
 * await provider.request({ method: 'eth_requestAccounts' }) // ['0xf39F…']
 */
export function createMockProvider({ accounts, chainId, features = {} }: CreateMockProviderParameters): MockProvider {
  let connected = false
  let currentChainId = chainId
  const addedChainIds = new Set<number>()
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }

  async function request({
    method,
    params,
  }: {
    method: string
    params?: readonly unknown[] | object
  }): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        if (features.connectError) throw features.connectError instanceof Error ? features.connectError : rejection()
        connected = true
        return [...accounts]
      case 'eth_accounts':
        if (features.accountsNeverAnswer) return new Promise<never>(() => {})
        return connected ? [...accounts] : []
      case 'eth_chainId':
        return toHex(currentChainId)
      case 'net_version':
        return String(currentChainId)
      case 'wallet_addEthereumChain':
        addedChainIds.add(targetChainId(params))
        return null
      case 'wallet_switchEthereumChain': {
        const target = targetChainId(params)
        if (features.switchChainErrorCode !== undefined && !addedChainIds.has(target)) {
          throw new MockProviderRpcError(features.switchChainErrorCode, 'Switching chains failed.')
        }
        if (target !== currentChainId) {
          currentChainId = target
          emit('chainChanged', toHex(target))
        }
        return null
      }
      default:
        if (SIGNING_METHODS.has(method) && features.rejectSignature) throw rejection()
        throw new MockProviderRpcError(4200, `The mock connector does not support ${method}.`)
    }
  }

  return {
    request,
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    disconnect() {
      connected = false
    },
  }
}
