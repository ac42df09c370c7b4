import {
  connect,
  ethereumMainnet,
  initModal,
  openModal,
  watchInjectedConnectors,
  type ModalOptions,
} from '@agentry/modal-core'
import { createTestWallet } from '@agentry/test-utils'
import { expect } from 'vitest'
import { announceWallet, type WalletInfo } from '@agentry/test-utils/announce-wallet'
import { waitFor } from '@agentry/test-utils/wait'
import { deepQuery } from './dom.js'

/**
 * Connects a test wallet (EIP-6963, on anvil) on chain 1, opens the modal and waits for the Account view
 * to show `ready` (a selector in its shadow root, the tabs by default); resolves the modal and the view. The cleanups (stop announcing,
 * stop watching) are pushed onto `cleanups` for the test's afterEach.
 *
 * @example
 * const { modal, view } = await openAccountView({ rpcUrl: anvil.rpcUrl, wallet: WALLET, cleanups, options: { projectId: 'p' } })
 */
export async function openAccountView({
  rpcUrl,
  wallet,
  cleanups,
  options = {},
  ready = '[role="tab"]',
}: {
  rpcUrl: string
  wallet: WalletInfo
  cleanups: (() => void)[]
  options?: Partial<ModalOptions>
  ready?: string
}): Promise<{ modal: HTMLElement; view: Element }> {
  initModal({ networks: [{ ...ethereumMainnet, rpcUrls: { default: { http: [rpcUrl] } } }], ...options })
  cleanups.push(watchInjectedConnectors(), announceWallet(createTestWallet({ rpcUrl, chainId: 1 }), wallet))
  await connect({ connectorId: wallet.rdns })
  const modal = document.createElement('agentry-modal')
  document.body.append(modal)
  await openModal()
  await waitFor(() => expect(deepQuery(modal, 'agentry-account-view')?.shadowRoot?.querySelector(ready)).toBeTruthy())
  return { modal, view: deepQuery(modal, 'agentry-account-view')! }
}
