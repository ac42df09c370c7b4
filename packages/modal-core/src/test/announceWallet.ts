import { TEST_WALLET_INFO } from '@agentry/test-utils'
import type { Eip1193Provider } from '../adapters/types.js'

export type WalletInfo = { uuid: string; name: string; rdns: string; icon: string }

/**
 * Announces a provider the way a browser extension does (EIP-6963): once now and again on every
 * `eip6963:requestProvider`. Returns a function that stops answering requests.
 */
export function announceWallet(provider: Eip1193Provider, info: WalletInfo = TEST_WALLET_INFO): () => void {
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
