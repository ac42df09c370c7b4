import type { Messages } from './en.js'

import type { allWallets as allWalletsEnglish } from './en/allWallets.js'
import type { connectingExternal as connectingExternalEnglish } from './en/connectingExternal.js'
import type { connectingWalletConnect as connectingWalletConnectEnglish } from './en/connectingWalletConnect.js'
import type { account as accountEnglish } from './en/account.js'
import type { send as sendEnglish } from './en/send.js'
import type { networks as networksEnglish } from './en/networks.js'
import type { email as emailEnglish } from './en/email.js'
import type { farcaster as farcasterEnglish } from './en/farcaster.js'
import type { names as namesEnglish } from './en/names.js'
import type { onramp as onrampEnglish } from './en/onramp.js'
import type { swap as swapEnglish } from './en/swap.js'
import type { activity as activityEnglish } from './en/activity.js'
import type { receive as receiveEnglish } from './en/receive.js'
import type { siwx as siwxEnglish } from './en/siwx.js'
import type { unsupportedChain as unsupportedChainEnglish } from './en/unsupportedChain.js'
import type { approve as approveEnglish } from './en/approve.js'
import type { nfts as nftsEnglish } from './en/nfts.js'

/** The English sections, by name (their types define each section's keys). */
export type EnglishSections = {
  allWallets: typeof allWalletsEnglish
  connectingExternal: typeof connectingExternalEnglish
  connectingWalletConnect: typeof connectingWalletConnectEnglish
  account: typeof accountEnglish
  send: typeof sendEnglish
  networks: typeof networksEnglish
  email: typeof emailEnglish
  farcaster: typeof farcasterEnglish
  names: typeof namesEnglish
  onramp: typeof onrampEnglish
  swap: typeof swapEnglish
  activity: typeof activityEnglish
  receive: typeof receiveEnglish
  siwx: typeof siwxEnglish
  unsupportedChain: typeof unsupportedChainEnglish
  approve: typeof approveEnglish
  nfts: typeof nftsEnglish
}

/** A part of the catalogue that loads with the views that show it, not in the first load. */
export type Section = keyof EnglishSections

/** Where each section of a language comes from (one small chunk per section and language). */
export type SectionLoaders = { readonly [section in Section]: () => Promise<Messages[section]> }

/**
 * Where each English section comes from. (Other languages keep theirs in their own first chunk, so the
 * first load carries only these.)
 *
 * @example
 * const account = await englishSections.account()
 */
export const englishSections: SectionLoaders = {
  allWallets: () => import('./en/allWallets.js').then((module) => module.allWallets),
  connectingExternal: () => import('./en/connectingExternal.js').then((module) => module.connectingExternal),
  connectingWalletConnect: () =>
    import('./en/connectingWalletConnect.js').then((module) => module.connectingWalletConnect),
  account: () => import('./en/account.js').then((module) => module.account),
  send: () => import('./en/send.js').then((module) => module.send),
  networks: () => import('./en/networks.js').then((module) => module.networks),
  email: () => import('./en/email.js').then((module) => module.email),
  farcaster: () => import('./en/farcaster.js').then((module) => module.farcaster),
  names: () => import('./en/names.js').then((module) => module.names),
  onramp: () => import('./en/onramp.js').then((module) => module.onramp),
  swap: () => import('./en/swap.js').then((module) => module.swap),
  activity: () => import('./en/activity.js').then((module) => module.activity),
  receive: () => import('./en/receive.js').then((module) => module.receive),
  siwx: () => import('./en/siwx.js').then((module) => module.siwx),
  unsupportedChain: () => import('./en/unsupportedChain.js').then((module) => module.unsupportedChain),
  approve: () => import('./en/approve.js').then((module) => module.approve),
  nfts: () => import('./en/nfts.js').then((module) => module.nfts),
}
