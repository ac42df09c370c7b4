import { routerState, type ViewName } from '@agentry/modal-core'
import { warnOnce } from '../internal/dev-warning.js'
import { loadMessages, localeState } from '../i18n/localeState.js'
import type { Section } from '../i18n/sections.js'
import { messages, type Messages } from '../i18n/messages.js'

/** How the shell renders one router view: its element, its header title and how to load it. */
export type ViewEntry = {
  tag: string
  /** The header title, read at render time (it follows the language). */
  title: () => string
  /** The catalogue sections the view shows (loaded with it, so it never shows message keys). */
  messages: readonly Section[]
  /** Loads the view's module (a separate chunk) and defines its elements. */
  load: () => Promise<void>
}

/** A view of the wallet guide (GetWallet, WhatIsAWallet, GetAWallet): one chunk, titled from its section once loaded. */
const guideView = (tag: string, title: (guide: Messages['walletGuide']) => string): ViewEntry => ({
  tag: `agentry-${tag}-view`,
  title: () => {
    const guide = localeState.catalogue.walletGuide as Messages['walletGuide'] | undefined
    return guide ? title(guide) : ''
  },
  messages: ['walletGuide'],
  load: () => import('../views/wallet-guide-views.js').then((module) => module.defineWalletGuideViews()),
})

/**
 * The views this version renders. Each module is imported the first time its view is shown, so the first
 * load holds only the shell. Views missing here render nothing (with a development warning).
 */
export const viewRegistry: Readonly<Partial<Record<ViewName, ViewEntry>>> = {
  Connect: {
    tag: 'agentry-connect-view',
    title: () => messages.titles.Connect,
    messages: ['walletGuide'],
    load: () => import('../views/connect-view.js').then((module) => module.defineConnectView()),
  },
  Account: {
    tag: 'agentry-account-view',
    title: () => messages.titles.Account,
    messages: ['account', 'activity', 'networks', 'nfts'],
    load: () => import('../views/account-view.js').then((module) => module.defineAccountView()),
  },
  AllWallets: {
    tag: 'agentry-all-wallets-view',
    title: () => messages.titles.AllWallets,
    messages: ['allWallets'],
    load: () => import('../views/all-wallets-view.js').then((module) => module.defineAllWalletsView()),
  },
  ConnectingExternal: {
    tag: 'agentry-connecting-external-view',
    title: () => routerState.data?.connector?.name ?? messages.titles.ConnectingExternal,
    messages: ['connectingExternal'],
    load: () => import('../views/connecting-external-view.js').then((module) => module.defineConnectingExternalView()),
  },
  ConnectingWalletConnect: {
    tag: 'agentry-connecting-wallet-connect-view',
    title: () => routerState.data?.wallet?.name ?? messages.titles.ConnectingWalletConnect,
    messages: ['connectingWalletConnect'],
    load: () =>
      import('../views/connecting-wallet-connect-view.js').then((module) => module.defineConnectingWalletConnectView()),
  },
  ConnectingSiwe: {
    tag: 'agentry-siwx-sign-message-view',
    title: () => messages.titles.SIWXSignMessage,
    messages: ['siwx'],
    load: () => import('../views/siwx-sign-message-view.js').then((module) => module.defineSiwxSignMessageView()),
  },
  Activity: {
    tag: 'agentry-activity-list',
    title: () => messages.titles.Activity,
    messages: ['activity'],
    load: () => import('../views/account-view.js').then((module) => module.defineAccountView()),
  },
  ConnectingWalletConnectBasic: {
    tag: 'agentry-connecting-wallet-connect-view',
    title: () => messages.titles.ConnectingWalletConnectBasic,
    messages: ['connectingWalletConnect'],
    load: () =>
      import('../views/connecting-wallet-connect-view.js').then((module) => module.defineConnectingWalletConnectView()),
  },
  SIWXSignMessage: {
    tag: 'agentry-siwx-sign-message-view',
    title: () => messages.titles.SIWXSignMessage,
    messages: ['siwx'],
    load: () => import('../views/siwx-sign-message-view.js').then((module) => module.defineSiwxSignMessageView()),
  },
  ApproveTransaction: {
    tag: 'agentry-approve-transaction-view',
    title: () => messages.titles.ApproveTransaction,
    messages: ['approve'],
    load: () => import('../views/approve-transaction-view.js').then((module) => module.defineApproveTransactionView()),
  },
  Networks: {
    tag: 'agentry-networks-view',
    title: () => messages.titles.Networks,
    messages: ['networks', 'unsupportedChain'],
    load: () => import('../views/network-views.js').then((module) => module.defineNetworkViews()),
  },
  Send: {
    tag: 'agentry-send-view',
    title: () => messages.titles.Send,
    messages: ['send'],
    load: () => import('../views/send-views.js').then((module) => module.defineSendViews()),
  },
  SendPreview: {
    tag: 'agentry-send-preview-view',
    title: () => messages.titles.SendPreview,
    messages: ['send'],
    load: () => import('../views/send-views.js').then((module) => module.defineSendViews()),
  },
  RegisterAccountName: {
    tag: 'agentry-register-account-name-view',
    title: () => messages.titles.RegisterAccountName,
    messages: ['names'],
    load: () =>
      import('../views/register-account-name-view.js').then((module) => module.defineRegisterAccountNameViews()),
  },
  RegisterAccountNameSuccess: {
    tag: 'agentry-register-account-name-success-view',
    title: () => messages.titles.RegisterAccountNameSuccess,
    messages: ['names'],
    load: () =>
      import('../views/register-account-name-view.js').then((module) => module.defineRegisterAccountNameViews()),
  },
  EmailLogin: {
    tag: 'agentry-email-login-view',
    title: () => messages.titles.EmailLogin,
    messages: ['email'],
    load: () => import('../views/login-views.js').then((module) => module.defineLoginViews()),
  },
  EmailOtp: {
    tag: 'agentry-email-otp-view',
    title: () => messages.titles.EmailOtp,
    messages: ['email'],
    load: () => import('../views/login-views.js').then((module) => module.defineLoginViews()),
  },
  ConnectingFarcaster: {
    tag: 'agentry-connecting-farcaster-view',
    title: () => messages.titles.ConnectingFarcaster,
    messages: ['farcaster'],
    load: () => import('../views/login-views.js').then((module) => module.defineLoginViews()),
  },
  OnRamp: {
    tag: 'agentry-onramp-view',
    title: () => messages.titles.OnRamp,
    messages: ['onramp'],
    load: () => import('../views/onramp-view.js').then((module) => module.defineOnrampView()),
  },
  Receive: {
    tag: 'agentry-receive-view',
    title: () => messages.titles.Receive,
    messages: ['receive'],
    load: () => import('../views/receive-view.js').then((module) => module.defineReceiveView()),
  },
  Swap: {
    tag: 'agentry-swap-view',
    title: () => messages.titles.Swap,
    messages: ['swap'],
    load: () => import('../views/swap-views.js').then((module) => module.defineSwapViews()),
  },
  SwapPreview: {
    tag: 'agentry-swap-preview-view',
    title: () => messages.titles.SwapPreview,
    messages: ['swap', 'send'],
    load: () => import('../views/swap-views.js').then((module) => module.defineSwapViews()),
  },
  UnsupportedChain: {
    tag: 'agentry-unsupported-chain-view',
    title: () => messages.titles.UnsupportedChain,
    messages: ['unsupportedChain', 'account'],
    load: () => import('../views/network-views.js').then((module) => module.defineNetworkViews()),
  },
  GetWallet: guideView('get-wallet', (guide) => guide.getWallet(routerState.data?.curatedWallet?.name ?? '')),
  WhatIsAWallet: guideView('what-is-a-wallet', (guide) => guide.whatIsAWallet),
  GetAWallet: guideView('get-a-wallet', (guide) => guide.getAWallet),
}

const loading = new Map<ViewName, Promise<void>>()
const loaded = new Set<ViewName>()

/**
 * True once the view's module has loaded and its elements are defined.
 *
 * @example
 * if (!isViewLoaded('Connect')) await loadView('Connect')
 */
export function isViewLoaded(view: ViewName): boolean {
  return loaded.has(view)
}

/**
 * Loads a view's module once; concurrent calls share the same promise. A failed load is forgotten so the
 * next render can try again (a flaky network should not leave the modal blank for good).
 *
 * @example
 * await loadView('Account')
 */
export function loadView(view: ViewName): Promise<void> {
  const entry = viewRegistry[view]
  if (!entry) {
    warnOnce('AGENTRY_UI_UNKNOWN_VIEW', `No view renders "${view}" in this version; the modal body stays empty.`)
    return Promise.resolve()
  }
  let pending = loading.get(view)
  if (!pending) {
    // The view's texts load beside its module (one round, not two).
    pending = Promise.all([entry.load(), loadMessages(...entry.messages)]).then(
      () => {
        loaded.add(view)
      },
      (error: unknown) => {
        loading.delete(view)
        warnOnce('AGENTRY_UI_VIEW_LOAD_FAILED', `The "${view}" view failed to load: ${String(error)}`)
        throw error
      },
    )
    loading.set(view, pending)
  }
  return pending
}

/**
 * Resolves once every view load started so far has finished or failed, including loads that a view shown
 * meanwhile started. The modal never needs it; a page about to be torn down (a test environment) awaits it,
 * so that no view chunk goes on loading into a page that is gone.
 *
 * @example
 * afterAll(() => viewLoadsSettled())
 */
export async function viewLoadsSettled(): Promise<void> {
  let started: number
  do {
    started = loading.size
    await Promise.allSettled(loading.values())
  } while (loading.size !== started)
}
