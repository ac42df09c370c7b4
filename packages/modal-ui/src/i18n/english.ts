import { allWallets } from './en/allWallets.js'
import { connectingExternal } from './en/connectingExternal.js'
import { connectingWalletConnect } from './en/connectingWalletConnect.js'
import { account } from './en/account.js'
import { send } from './en/send.js'
import { networks } from './en/networks.js'
import { email } from './en/email.js'
import { farcaster } from './en/farcaster.js'
import { names } from './en/names.js'
import { onramp } from './en/onramp.js'
import { swap } from './en/swap.js'
import { activity } from './en/activity.js'
import { receive } from './en/receive.js'
import { siwx } from './en/siwx.js'
import { unsupportedChain } from './en/unsupportedChain.js'
import { approve } from './en/approve.js'
import { nfts } from './en/nfts.js'
import { walletGuide } from './en/walletGuide.js'
import { alerts } from './en/alerts.js'
import type { EnglishSections } from './en.js'

/**
 * Every view's English section, in one chunk that loads with the first view shown. The sections are
 * small, and together they compress to much less than one chunk per section (or a copy in each view's chunk).
 *
 * @example
 * const { englishSectionTexts } = await import('./english.js')
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
