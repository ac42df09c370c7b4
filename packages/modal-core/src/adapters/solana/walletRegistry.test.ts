// @vitest-environment happy-dom
import { createSolanaTestWallet } from '@agentry/test-utils/solana'
import { expect, test } from 'vitest'
import { getWalletRegistry } from './walletRegistry.js'
import type { StandardWallet } from './walletStandard.js'

const asStandard = (wallet: unknown) => wallet as StandardWallet

test('wallets registered before and after the app is ready are both found, each once', () => {
  // Before the registry exists: the wallet (the official `registerWallet`) waits for app-ready.
  const early = createSolanaTestWallet({ name: 'Early Wallet' })
  early.register()
  const registry = getWalletRegistry()
  expect(registry.get().map((wallet) => wallet.name)).toEqual(['Early Wallet'])

  const announced: string[] = []
  registry.on('register', (...wallets) => announced.push(...wallets.map((wallet) => wallet.name)))
  const late = createSolanaTestWallet({ name: 'Late Wallet' })
  late.register()
  late.register() // the same wallet object again: kept once, not announced twice
  expect(announced).toEqual(['Late Wallet'])
  expect(registry.get()).toEqual([asStandard(early.wallet), asStandard(late.wallet)])
  expect(getWalletRegistry()).toBe(registry)
})

test('a wallet that unregisters is removed and announced to the unregister listeners', () => {
  const registry = getWalletRegistry()
  const wallet = asStandard(createSolanaTestWallet({ name: 'Leaving Wallet' }).wallet)
  let unregister: (() => void) | undefined
  const callback = (api: { register(...wallets: StandardWallet[]): () => void }) => {
    unregister = api.register(wallet)
  }
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  expect(registry.get()).toContain(wallet)

  const removed: string[] = []
  const off = registry.on('unregister', (...wallets) => removed.push(...wallets.map((entry) => entry.name)))
  unregister?.()
  unregister?.()
  off()
  expect(removed).toEqual(['Leaving Wallet'])
  expect(registry.get()).not.toContain(wallet)
})
