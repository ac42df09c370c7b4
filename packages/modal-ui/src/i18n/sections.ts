import type { EnglishSections, Messages } from './en/core.js'

/** A part of the catalogue that loads with the views that show it, not in the first load. */
export type Section = keyof EnglishSections

/** Where each section of a language comes from. */
export type SectionLoaders = { readonly [section in Section]: () => Promise<Messages[section]> }

/** Reads one section from the chunk of all English sections (`en/sections.ts`). */
const fromEnglish =
  <S extends Section>(section: S) =>
  (): Promise<EnglishSections[S]> =>
    import('./en/sections.js').then(({ englishSectionTexts }) => englishSectionTexts[section])

/**
 * Where each English section comes from: one chunk for all of them, loaded beside the first view shown.
 * (Other languages keep theirs in their own chunk, so the first load carries none of these.)
 *
 * @example
 * const account = await englishSections.account()
 */
export const englishSections: SectionLoaders = {
  allWallets: fromEnglish('allWallets'),
  connectingExternal: fromEnglish('connectingExternal'),
  connectingWalletConnect: fromEnglish('connectingWalletConnect'),
  account: fromEnglish('account'),
  send: fromEnglish('send'),
  networks: fromEnglish('networks'),
  email: fromEnglish('email'),
  farcaster: fromEnglish('farcaster'),
  names: fromEnglish('names'),
  onramp: fromEnglish('onramp'),
  swap: fromEnglish('swap'),
  activity: fromEnglish('activity'),
  receive: fromEnglish('receive'),
  siwx: fromEnglish('siwx'),
  unsupportedChain: fromEnglish('unsupportedChain'),
  approve: fromEnglish('approve'),
  nfts: fromEnglish('nfts'),
  walletGuide: fromEnglish('walletGuide'),
  alerts: fromEnglish('alerts'),
}
