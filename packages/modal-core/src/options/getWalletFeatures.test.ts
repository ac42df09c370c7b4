import { afterEach, describe, expect, test } from 'vitest'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { defaultFeatures } from './defaultFeatures.js'
import { getHiddenWalletFeatures, getWalletFeatures } from './getWalletFeatures.js'
import { initModal } from '../flows/initModal.js'

afterEach(() => resetAllState())

describe('getWalletFeatures', () => {
  test('spec defaults: every feature on but analytics (off unless the dapp turns it on), socials in order, wallet features onramp, swaps, receive, send', () => {
    expect(defaultFeatures).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      history: true,
      analytics: false,
      allWallets: true,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
    })
    initModal({ networks: [localDevChain], projectId: 'p1' })
    expect(getWalletFeatures()).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(getHiddenWalletFeatures()).toEqual([])
  })

  test('switched-off features are left out; a custom order is kept without repeats', () => {
    initModal({
      networks: [localDevChain],
      projectId: 'p1',
      features: { swaps: false, walletFeaturesOrder: ['send', 'receive', 'send', 'swaps', 'onramp'] },
    })
    expect(getWalletFeatures()).toEqual(['send', 'receive', 'onramp'])
  })

  test('without a project id Buy is hidden (no provider) and named as hidden for the developer; Swap runs on chain', () => {
    initModal({ networks: [localDevChain] })
    expect(getWalletFeatures()).toEqual(['swaps', 'receive', 'send'])
    expect(getHiddenWalletFeatures()).toEqual(['onramp'])
    initModal({ networks: [localDevChain], features: { onramp: false } })
    expect(getHiddenWalletFeatures()).toEqual([])
  })

  test('the hosted swap source picked without a project id: Swap is hidden too', () => {
    initModal({ networks: [localDevChain], dataSources: { swap: 'hosted' } })
    expect(getWalletFeatures()).toEqual(['receive', 'send'])
    expect(getHiddenWalletFeatures()).toEqual(['onramp', 'swaps'])
  })
})
