import { allWallets } from './allWallets.js'
import { connectingExternal } from './connectingExternal.js'
import { connectingWalletConnect } from './connectingWalletConnect.js'
import { account } from './account.js'
import { send } from './send.js'
import { networks } from './networks.js'
import { email } from './email.js'
import { farcaster } from './farcaster.js'
import { names } from './names.js'
import { onramp } from './onramp.js'
import { swap } from './swap.js'
import { activity } from './activity.js'
import { receive } from './receive.js'
import { siwx } from './siwx.js'
import { unsupportedChain } from './unsupportedChain.js'
import { approve } from './approve.js'
import { nfts } from './nfts.js'
import { walletGuide } from './walletGuide.js'
import { alerts } from './alerts.js'
import type { SectionLoaders } from '../sections.js'

/**
 * The Russian sections, bundled with the rest of the Russian texts (`ru/index.ts`): English pages never load
 * them, and a Russian page gets them all in the one chunk it loads when Russian is chosen.
 *
 * @example
 * const account = await russianSections.account()
 */
export const russianSections: SectionLoaders = {
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
