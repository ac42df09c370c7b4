// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { alertState } from '../alerts/alertState.js'
import { chainState } from '../chain/chainState.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'
import { ethereumMainnet } from '../networks/ethereumMainnet.js'
import { localDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { stubSiwx } from '../test/stubSiwx.js'
import { initModal } from './initModal.js'
import { optionsState } from '../options/optionsState.js'

beforeEach(() => localStorage.clear())
afterEach(() => resetAllState())

describe('initModal', () => {
  test('resolves defaults', () => {
    initModal({ networks: [localDevChain, ethereumMainnet] })
    expect(optionsState).toMatchObject({
      initialized: true,
      enableEIP6963: true,
      enableInjected: true,
      siwx: undefined,
    })
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
    expect(() =>
      initModal({ networks: [localDevChain], siwx: stubSiwx(), siweConfig: stubSiwx() }),
    ).toThrowErrorMatchingInlineSnapshot(`[ConfigError: Cannot set both \`siweConfig\` and \`siwx\` options]`)
  })

  test('siweConfig alone is the sign-in config', () => {
    const config = stubSiwx()
    initModal({ networks: [localDevChain], siweConfig: config })
    expect(optionsState.siwx).toBe(config)
  })

  test('no network: ConfigError', () => {
    expect(() => initModal({ networks: [] })).toThrowErrorMatchingInlineSnapshot(
      `[ConfigError: At least one network is required]`,
    )
  })

  test('no projectId: no alert, no error, and the modal opens as usual', async () => {
    expect(() => initModal({ networks: [localDevChain] })).not.toThrow()
    expect(optionsState).toMatchObject({ projectId: undefined, debug: false })
    expect(alertState.open).toBe(false)
    await openModal()
    expect(modalState.open).toBe(true)
  })

  test("no projectId in debug mode: the 'Project ID Not Configured' alert, once, and the modal still opens", async () => {
    initModal({ networks: [localDevChain], debug: true })
    expect(alertState).toMatchObject({
      open: true,
      message: 'Project ID Not Configured',
      code: 'PROJECT_ID_NOT_CONFIGURED',
      variant: 'warning',
    })
    alertState.open = false
    initModal({ networks: [localDevChain], debug: true })
    expect(alertState.open).toBe(false)
    await openModal()
    expect(modalState.open).toBe(true)
  })

  test('a blank projectId counts as none; a set one is kept, trimmed, with no alert', () => {
    initModal({ networks: [localDevChain], debug: true, projectId: '   ' })
    expect(optionsState.projectId).toBeUndefined()
    expect(alertState.message).toBe('Project ID Not Configured')
    resetAllState()
    initModal({ networks: [localDevChain], debug: true, projectId: ' 0123abcd ' })
    expect(optionsState).toMatchObject({ projectId: '0123abcd', debug: true })
    expect(alertState.open).toBe(false)
  })
})
