import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from './initModal.js'
import { optionsState } from '../options/optionsState.js'
import { resetAllState } from '../resetAllState.js'
import { goBack } from './goBack.js'
import { pushView } from '../router/navigate.js'
import { routerState } from '../router/routerState.js'
import { closeModal } from './closeModal.js'
import { modalState } from '../modal/modalState.js'
import { openModal } from './openModal.js'

const history = () => [...routerState.history]

beforeEach(() => initModal({ networks: [localDevChain], embedded: true }))
afterEach(() => resetAllState())

describe('embedded mode', () => {
  test('is off unless asked for', () => {
    initModal({ networks: [localDevChain] })
    expect(optionsState.embedded).toBe(false)
  })

  test('closing shows Connect when nothing is connected; the modal stays', async () => {
    await openModal({ view: 'AllWallets' })
    pushView('ConnectingExternal')
    expect(closeModal()).toBe(true)
    expect(modalState.open).toBe(true)
    expect(history()).toEqual(['Connect'])
  })

  test('closing shows Account when connected', async () => {
    chainState.chains.eip155.accountState.address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await openModal({ view: 'Networks' })
    closeModal()
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('Account')
    expect(history()).toEqual(['Account'])
  })

  test('going back from the last view lands on the start view instead of closing', async () => {
    await openModal({ view: 'Receive' })
    goBack()
    expect(modalState.open).toBe(true)
    expect(routerState.view).toBe('Connect')
  })
})
