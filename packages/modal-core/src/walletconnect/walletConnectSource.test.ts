import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../connectors/types.js'
import { optionsState } from '../options/optionsState.js'
import { resetAllState } from '../resetAllState.js'
import { setUpWalletConnect, tearDownWalletConnect } from './setUpWalletConnect.js'
import { setWalletConnectSource } from './walletConnectSource.js'

const lent: Connector = { id: 'lent', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }

afterEach(async () => {
  await tearDownWalletConnect()
  resetAllState()
})

describe('setWalletConnectSource', () => {
  it("turns the modal's WalletConnect entry on and makes setUpWalletConnect return the lent connector", async () => {
    expect(optionsState.walletConnect).toBeUndefined()
    const release = setWalletConnectSource({ relayUrl: 'ws://127.0.0.1:1', connector: async () => lent })
    expect(optionsState.walletConnect).toEqual({ relayUrl: 'ws://127.0.0.1:1' })
    // No Sign client starts: the relay above is never dialled.
    await expect(setUpWalletConnect()).resolves.toBe(lent)
    release()
    expect(optionsState.walletConnect).toBeUndefined()
  })

  it('a release of a source that was replaced leaves the newer one in place', () => {
    const releaseFirst = setWalletConnectSource({ relayUrl: 'ws://127.0.0.1:1', connector: async () => lent })
    setWalletConnectSource({ relayUrl: 'ws://127.0.0.1:2', connector: async () => lent })
    releaseFirst()
    expect(optionsState.walletConnect).toEqual({ relayUrl: 'ws://127.0.0.1:2' })
  })
})
