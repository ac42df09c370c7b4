import { createTestWallet, type TestWallet, type TestWalletOptions } from '@agentry/test-utils'
import { afterEach, beforeEach, inject } from 'vitest'
import { announceWallet } from '@agentry/test-utils/announce-wallet'
import { watchInjectedConnectors } from '../connectors/watchInjectedConnectors.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import type { ModalOptions } from '../options/types.js'
import { resetAllState } from '../resetAllState.js'
import { settleBackgroundWork } from '../utils/background.js'

export type WalletFixture = { rpcUrl: string; wallet: TestWallet }

/**
 * Per test: clean storage and stores, `initModal` with the local chain on the shared anvil node and
 * mainnet, a real test wallet announced through EIP-6963 and discovery running.
 */
export function useWalletFixture(
  options: {
    modal?: (rpcUrl: string) => Partial<ModalOptions>
    wallet?: Partial<TestWalletOptions>
    /** A node of the test file's own (for tests that spend from the default accounts); default the shared one. */
    rpcUrl?: () => string
  } = {},
): WalletFixture {
  const fixture = { rpcUrl: inject('anvilRpcUrl') } as WalletFixture
  const cleanups: (() => void)[] = []
  beforeEach(() => {
    if (options.rpcUrl) fixture.rpcUrl = options.rpcUrl()
    localStorage.clear()
    initModal({
      // Mainnet's RPC points at anvil too: tests may reach no host but 127.0.0.1.
      networks: [
        createLocalDevChain({ rpcUrl: fixture.rpcUrl }),
        { ...ethereumMainnet, rpcUrls: { default: { http: [fixture.rpcUrl] } } },
      ],
      ...options.modal?.(fixture.rpcUrl),
    })
    fixture.wallet = createTestWallet({ rpcUrl: fixture.rpcUrl, ...options.wallet })
    cleanups.push(announceWallet(fixture.wallet), watchInjectedConnectors())
  })
  afterEach(async () => {
    await settleBackgroundWork()
    for (const cleanup of cleanups.splice(0)) cleanup()
    resetAllState()
  })
  return fixture
}
