import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { modalState } from '../modal/modalState.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { goBack } from '../flows/goBack.js'
import { goBackToIndex, pushView, replaceView, resetView } from './navigate.js'
import { routerState } from './routerState.js'

beforeEach(() => {
  initModal({ networks: [localDevChain] })
  modalState.open = true
})
afterEach(() => resetAllState())

describe('router', () => {
  test('starts on Connect', () => {
    expect({ ...routerState, history: [...routerState.history] }).toEqual({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
    })
  })

  test('pushView adds to the history with data; the same view again only updates data', () => {
    pushView('AllWallets')
    pushView('ConnectingExternal', { wallet: { id: 'x', name: 'X' } })
    pushView('ConnectingExternal', { wallet: { id: 'y', name: 'Y' } })
    expect(routerState.history).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(routerState.data?.wallet?.id).toBe('y')
  })

  test('replaceView swaps the current view', () => {
    pushView('AllWallets')
    replaceView('ConnectingWalletConnect')
    expect(routerState.history).toEqual(['Connect', 'ConnectingWalletConnect'])
    expect(routerState.view).toBe('ConnectingWalletConnect')
  })

  test('resetView starts a new history', () => {
    pushView('AllWallets')
    resetView('Account')
    expect(routerState.history).toEqual(['Account'])
    expect(routerState.view).toBe('Account')
  })

  test('goBackToIndex drops later views', () => {
    pushView('AllWallets')
    pushView('ConnectingExternal')
    goBackToIndex(0)
    expect(routerState.history).toEqual(['Connect'])
    expect(routerState.view).toBe('Connect')
    goBackToIndex(5)
    expect(routerState.view).toBe('Connect')
  })

  test('goBack pops a view', () => {
    pushView('AllWallets')
    goBack()
    expect(routerState.view).toBe('Connect')
    expect(routerState.history).toEqual(['Connect'])
    expect(modalState.open).toBe(true)
  })

  test('goBack with one view left closes the modal', () => {
    goBack()
    expect(modalState.open).toBe(false)
    expect(routerState.view).toBe('Connect')
  })

  test('goBack closes the modal when the history contains UnsupportedChain', () => {
    resetView('UnsupportedChain')
    pushView('Connect')
    goBack()
    expect(modalState.open).toBe(false)
  })
})
