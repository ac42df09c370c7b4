// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { stubSiwx } from '../test/stubSiwx.js'
import { initModal } from './initModal.js'
import { optionsState } from './optionsState.js'

beforeEach(() => localStorage.clear())
afterEach(() => resetAllState())

describe('initModal', () => {
  test('resolves defaults', () => {
    initModal({ networks: [localDevChain, ethereumMainnet] })
    expect(optionsState).toMatchObject({ initialized: true, enableEIP6963: true, enableInjected: true, siwx: undefined })
    expect(optionsState.features).toMatchObject({ email: true, swaps: true, allWallets: true })
    expect(chainState.chains.eip155.networkState.caipNetwork?.id).toBe(1337)
    expect(chainState.chains.eip155.networkState.requestedNetworkIds).toEqual(['eip155:1337', 'eip155:1'])
  })

  test('defaultNetwork, then a stored active network that is still configured, choose the start network', () => {
    initModal({ networks: [localDevChain, ethereumMainnet], defaultNetwork: ethereumMainnet })
    expect(chainState.chains.eip155.networkState.caipNetwork?.id).toBe(1)
    localStorage.setItem('@agentry/activeNetworkId', JSON.stringify({ version: 1, value: 'eip155:1337' }))
    initModal({ networks: [localDevChain, ethereumMainnet], defaultNetwork: ethereumMainnet })
    expect(chainState.chains.eip155.networkState.caipNetwork?.id).toBe(1337)
  })

  test('both siweConfig and siwx: ConfigError', () => {
    expect(() => initModal({ networks: [localDevChain], siwx: stubSiwx(), siweConfig: stubSiwx() })).toThrowErrorMatchingInlineSnapshot(
      `[ConfigError: Cannot set both \`siweConfig\` and \`siwx\` options]`,
    )
  })

  test('siweConfig alone is the sign-in config', () => {
    const config = stubSiwx()
    initModal({ networks: [localDevChain], siweConfig: config })
    expect(optionsState.siwx).toBe(config)
  })

  test('no network: ConfigError', () => {
    expect(() => initModal({ networks: [] })).toThrowErrorMatchingInlineSnapshot(`[ConfigError: At least one network is required]`)
  })
})
