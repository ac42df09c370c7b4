// Runs in Node without a DOM: what a server render sees.
import { describe, expect, test } from 'vitest'
import * as core from '../index.js'

describe('without window (server rendering)', () => {
  test('importing registers nothing and discovery is a no-op', () => {
    expect(typeof window).toBe('undefined')
    const unwatch = core.watchInjectedConnectors()
    expect(typeof unwatch).toBe('function')
    unwatch()
    expect(core.connectorsState.connectors).toEqual([])
    expect(core.isMobile()).toBe(false)
    expect(core.getRecentWallets()).toEqual([])
  })

  test('syncConnection ends disconnected without storage', async () => {
    await core.syncConnection()
    expect(core.connectionState.status).toBe('disconnected')
  })
})

describe('initModal on the server', () => {
  test('does not start the sign-in refetch interval', async () => {
    let intervals = 0
    const siwx = core.createSiweConfig({
      getNonce: async () => 'n',
      getSession: async () => null,
      verifyMessage: async () => true,
      signOut: async () => {},
      timers: { setInterval: () => ++intervals, clearInterval: () => {} },
    })
    core.initModal({ networks: [core.localDevChain], siwx })
    expect(intervals).toBe(0)
    core.resetAllState()
  })
})
