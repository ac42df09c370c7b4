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
import type { EnglishSections } from './core.js'

/**
 * Every view's English section, in one chunk that loads with the first view shown. The sections are
 * small, and together they compress to much less than one chunk per section (or a copy in each view's chunk).
 *
 * @example
 * const { englishSectionTexts } = await import('./en/sections.js')
 */
export const englishSectionTexts: EnglishSections = {
  allWallets,
  connectingExternal,
  connectingWalletConnect,
  account,
  send,
  networks,
  email,
  farcaster,
  names,
  onramp,
  swap,
  activity,
  receive,
  siwx,
  unsupportedChain,
  approve,
  nfts,
  walletGuide,
  alerts,
}
