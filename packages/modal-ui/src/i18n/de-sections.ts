import type { SectionLoaders } from './sections.js'

/**
 * Where each German section comes from; part of the German first chunk, so English pages never load it.
 *
 * @example
 * const account = await germanSections.account()
 */
export const germanSections: SectionLoaders = {
  allWallets: () => import('./de/allWallets.js').then((module) => module.allWallets),
  connectingExternal: () => import('./de/connectingExternal.js').then((module) => module.connectingExternal),
  connectingWalletConnect: () =>
    import('./de/connectingWalletConnect.js').then((module) => module.connectingWalletConnect),
  account: () => import('./de/account.js').then((module) => module.account),
  send: () => import('./de/send.js').then((module) => module.send),
  networks: () => import('./de/networks.js').then((module) => module.networks),
  email: () => import('./de/email.js').then((module) => module.email),
  farcaster: () => import('./de/farcaster.js').then((module) => module.farcaster),
  names: () => import('./de/names.js').then((module) => module.names),
  onramp: () => import('./de/onramp.js').then((module) => module.onramp),
  swap: () => import('./de/swap.js').then((module) => module.swap),
  activity: () => import('./de/activity.js').then((module) => module.activity),
  receive: () => import('./de/receive.js').then((module) => module.receive),
  siwx: () => import('./de/siwx.js').then((module) => module.siwx),
  unsupportedChain: () => import('./de/unsupportedChain.js').then((module) => module.unsupportedChain),
  approve: () => import('./de/approve.js').then((module) => module.approve),
  nfts: () => import('./de/nfts.js').then((module) => module.nfts),
  walletGuide: () => import('./de/walletGuide.js').then((module) => module.walletGuide),
  alerts: () => import('./de/alerts.js').then((module) => module.alerts),
}
