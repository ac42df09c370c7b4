import type { StandardWallet } from './walletStandard.js'

type RegistryEvent = 'register' | 'unregister'
type RegistryListener = (...wallets: StandardWallet[]) => void

/** The app side of the Wallet Standard: the wallets registered on this page, and their changes. */
export type WalletRegistry = {
  get(): readonly StandardWallet[]
  on(event: RegistryEvent, listener: RegistryListener): () => void
}

/** What a wallet's `wallet-standard:register-wallet` callback receives, and the detail of `app-ready`. */
type RegisterApi = { register(...wallets: StandardWallet[]): () => void }

let registry: WalletRegistry | undefined

/**
 * The page's Wallet Standard registry, made on first use. It answers wallets that announce themselves
 * later (`wallet-standard:register-wallet`) and asks those already loaded to register
 * (`wallet-standard:app-ready`), the protocol `@wallet-standard/wallet`'s `registerWallet` speaks. Ours
 * rather than `@wallet-standard/app`, whose 1.1.1 requires Node 22 while this package supports Node 20.
 *
 * @example
 * const registry = getWalletRegistry()
 * const off = registry.on('register', (...wallets) => console.info(wallets.map((wallet) => wallet.name)))
 */
export function getWalletRegistry(): WalletRegistry {
  if (registry) return registry
  const wallets = new Set<StandardWallet>()
  const listeners: Record<RegistryEvent, Set<RegistryListener>> = { register: new Set(), unregister: new Set() }
  const emit = (event: RegistryEvent, changed: StandardWallet[]) => {
    for (const listener of listeners[event]) listener(...changed)
  }
  const api: RegisterApi = {
    register(...added) {
      const fresh = added.filter((wallet) => !wallets.has(wallet))
      for (const wallet of fresh) wallets.add(wallet)
      if (fresh.length > 0) emit('register', fresh)
      return () => {
        const gone = fresh.filter((wallet) => wallets.delete(wallet))
        if (gone.length > 0) emit('unregister', gone)
      }
    },
  }
  window.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent<unknown>).detail
    if (typeof callback === 'function') (callback as (api: RegisterApi) => void)(api)
  })
  window.dispatchEvent(new CustomEvent<RegisterApi>('wallet-standard:app-ready', { detail: api }))
  registry = {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
  }
  return registry
}
