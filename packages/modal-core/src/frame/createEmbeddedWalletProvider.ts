import type { Eip1193Provider } from '../adapters/types.js'
import type { EmbeddedWalletClient } from './createEmbeddedWalletClient.js'

type Listener = (payload: unknown) => void

/** The embedded wallet as an EIP-1193 provider, plus `emit` for the session to announce changes. */
export type EmbeddedWalletProvider = Required<Eip1193Provider> & { emit(event: string, payload: unknown): void }

const toHexChainId = (chainId: number | string) => `0x${Number(chainId).toString(16)}`

/**
 * Wraps the embedded wallet's frame client in the EIP-1193 surface modal-core's connectors use:
 * accounts and the chain come from the signed-in user, a network switch goes through the frame (and
 * emits `chainChanged`), every other method is signed or answered inside the frame.
 *
 * @example
 * const provider = createEmbeddedWalletProvider(client)
 * await provider.request({ method: 'eth_requestAccounts' }) // ['0x…'] after an email or social login
 */
export function createEmbeddedWalletProvider(client: EmbeddedWalletClient): EmbeddedWalletProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }
  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts': {
          if (method === 'eth_accounts' && !(await client.isConnected())) return []
          const user = await client.getUser({ chainId: await client.getChainId() })
          return [user.address]
        }
        case 'eth_chainId':
          return toHexChainId(await client.getChainId())
        case 'wallet_switchEthereumChain': {
          const [{ chainId }] = params as [{ chainId: string }]
          await client.switchNetwork({ chainId: Number(chainId) })
          emit('chainChanged', toHexChainId(Number(chainId)))
          return null
        }
        default:
          return client.rpcRequest({ method, params })
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit,
  }
}
