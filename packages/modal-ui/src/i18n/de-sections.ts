import { allWallets } from './de/allWallets.js'
import { connectingExternal } from './de/connectingExternal.js'
import { connectingWalletConnect } from './de/connectingWalletConnect.js'
import { account } from './de/account.js'
import { send } from './de/send.js'
import { networks } from './de/networks.js'
import { email } from './de/email.js'
import { farcaster } from './de/farcaster.js'
import { names } from './de/names.js'
import { onramp } from './de/onramp.js'
import { swap } from './de/swap.js'
import { activity } from './de/activity.js'
import { receive } from './de/receive.js'
import { siwx } from './de/siwx.js'
import { unsupportedChain } from './de/unsupportedChain.js'
import { approve } from './de/approve.js'
import { nfts } from './de/nfts.js'
import { walletGuide } from './de/walletGuide.js'
import { alerts } from './de/alerts.js'
import type { SectionLoaders } from './sections.js'

/**
 * The German sections, bundled with the rest of the German texts (`german.ts`): English pages never load
 * them, and a German page gets them all in the one chunk it loads when German is chosen.
 *
 * @example
 * const account = await germanSections.account()
 */
export const germanSections: SectionLoaders = {
  allWallets: async () => allWallets,
  connectingExternal: async () => connectingExternal,
  connectingWalletConnect: async () => connectingWalletConnect,
  account: async () => account,
  send: async () => send,
  networks: async () => networks,
  email: async () => email,
  farcaster: async () => farcaster,
  names: async () => names,
  onramp: async () => onramp,
  swap: async () => swap,
  activity: async () => activity,
  receive: async () => receive,
  siwx: async () => siwx,
  unsupportedChain: async () => unsupportedChain,
  approve: async () => approve,
  nfts: async () => nfts,
  walletGuide: async () => walletGuide,
  alerts: async () => alerts,
}
