import type { EnglishSections, Messages } from './en.js'

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
  walletGuide: () => import('./en/walletGuide.js').then((module) => module.walletGuide),
  alerts: () => import('./en/alerts.js').then((module) => module.alerts),
}
