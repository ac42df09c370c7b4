import type { allWallets as allWalletsEnglish } from './allWallets.js'
import type { connectingExternal as connectingExternalEnglish } from './connectingExternal.js'
import type { connectingWalletConnect as connectingWalletConnectEnglish } from './connectingWalletConnect.js'
import type { account as accountEnglish } from './account.js'
import type { send as sendEnglish } from './send.js'
import type { networks as networksEnglish } from './networks.js'
import type { email as emailEnglish } from './email.js'
import type { farcaster as farcasterEnglish } from './farcaster.js'
import type { names as namesEnglish } from './names.js'
import type { onramp as onrampEnglish } from './onramp.js'
import type { swap as swapEnglish } from './swap.js'
import type { activity as activityEnglish } from './activity.js'
import type { receive as receiveEnglish } from './receive.js'
import type { siwx as siwxEnglish } from './siwx.js'
import type { unsupportedChain as unsupportedChainEnglish } from './unsupportedChain.js'
import type { approve as approveEnglish } from './approve.js'
import type { nfts as nftsEnglish } from './nfts.js'
import type { walletGuide as walletGuideEnglish } from './walletGuide.js'
import type { alerts as alertsEnglish } from './alerts.js'

/**
 * The first-load part of the English catalogue: what the shell, the connect button and the Connect view
 * show. Each other view's messages are a section in `./en/`; all of them load in one
 * chunk beside the first view that needs one (`loadMessages`).
 * Texts that come from the spec (section 8) are quoted exactly. Other languages provide the same keys
 * (`Messages`).
 *
 * @example
 * en.connect.noWallet // 'No browser wallet found'
 */
export const en = {
  shell: {
    close: 'Close',
    back: 'Back',
    loading: 'Loading',
  },
  connectButton: {
    connect: 'Connect wallet',
    connecting: 'Connecting…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', account',
  },
  titles: {
    Connect: 'Connect Wallet',
    Account: 'Account',
    Activity: 'Activity',
    SIWXSignMessage: 'Sign In',
    UnsupportedChain: 'Switch Network',
    ApproveTransaction: 'Approve Request',
    Send: 'Send',
    Networks: 'Networks',
    Swap: 'Swap',
    Receive: 'Receive',
    SwapPreview: 'Review Swap',
    SendPreview: 'Review Send',
    AllWallets: 'All Wallets',
    ConnectingExternal: 'Connecting',
    ConnectingWalletConnect: 'Connect with WalletConnect',
    ConnectingWalletConnectBasic: 'WalletConnect',
    OnRamp: 'Buy Crypto',
    RegisterAccountName: 'Choose a Name',
    RegisterAccountNameSuccess: 'Name Registered',
    EmailLogin: 'Continue with Email',
    EmailOtp: 'Confirm Email',
    ConnectingFarcaster: 'Farcaster',
  },
  connect: {
    walletsLabel: 'Browser wallets',
    connecting: 'Connecting…',
    connectingTo: (name: string) => `Connecting to ${name}…`,
    noWallet: 'No browser wallet found',
    noWalletHint: 'Install a wallet extension in this browser, then reload the page.',
    retry: 'Try again',
    allWallets: 'All wallets',
    walletConnect: 'WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `Could not connect to ${name}`,
    tags: {
      recent: 'Recent',
      injected: 'Installed',
    } as Readonly<Partial<Record<string, string>>>,
  },
  snackbar: {
    dismiss: 'Dismiss',
  },
} as const

/** The first-load part of a catalogue: a translation provides every key, with the same argument lists. */
export type CoreMessages = { readonly [section in keyof typeof en]: Widen<(typeof en)[section]> }

/** The shape of a whole message catalogue (first-load part and every view's section). */
export type Messages = CoreMessages & { readonly [section in keyof EnglishSections]: Widen<EnglishSections[section]> }

type Widen<value> = value extends string
  ? string
  : value extends (...args: infer args) => string
    ? (...args: args) => string
    : { readonly [key in keyof value]: Widen<value[key]> }

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
  walletGuide: typeof walletGuideEnglish
  alerts: typeof alertsEnglish
}
