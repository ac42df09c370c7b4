import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { chainState } from '../chain/chainState.js'
import { closeModal } from '../flows/closeModal.js'
import { modalState } from '../modal/modalState.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { finishSend } from './finishSend.js'
import { pushView, resetView } from './navigate.js'
import { popTransactionStack } from '../flows/popTransactionStack.js'
import { pushTransactionStack } from './pushTransactionStack.js'
import { routerState } from './routerState.js'
import { transactionStackState } from './transactionStackState.js'

const snapshot = () => ({ view: routerState.view, history: [...routerState.history] })

beforeEach(() => {
  initModal({ networks: [localDevChain] })
  modalState.open = true
  resetView('Account')
})
afterEach(() => resetAllState())

describe('transaction stack', () => {
  test('push opens the view with data and remembers its actions (goBack by default)', () => {
    pushTransactionStack({ view: 'SendPreview', data: { amount: '1' } })
    expect(snapshot()).toEqual({ view: 'SendPreview', history: ['Account', 'SendPreview'] })
    expect(routerState.data).toEqual({ amount: '1' })
    expect(transactionStackState.entries).toEqual([{ view: 'SendPreview', onSuccess: 'goBack', onCancel: 'goBack' }])
  })

  test("'goBack' returns to the view before the transaction view", () => {
    pushView('Send')
    pushTransactionStack({ view: 'SendPreview', onSuccess: { reset: 'Account' } })
    expect(popTransactionStack('cancel')).toBe(true)
    expect(snapshot()).toEqual({ view: 'Send', history: ['Account', 'Send'] })
    expect(transactionStackState.entries).toEqual([])
  })

  test("'replace' swaps the transaction view for another", () => {
    pushView('Swap')
    pushTransactionStack({ view: 'SwapPreview', onSuccess: { replace: 'Activity' } })
    popTransactionStack('success')
    expect(snapshot()).toEqual({ view: 'Activity', history: ['Account', 'Swap', 'Activity'] })
  })

  test("'reset' starts a new history at the view", () => {
    pushView('Send')
    pushTransactionStack({ view: 'SendPreview', onSuccess: { reset: 'Account' }, onCancel: { replace: 'Send' } })
    popTransactionStack('success')
    expect(snapshot()).toEqual({ view: 'Account', history: ['Account'] })
  })

  test('stacked transaction views end latest first', () => {
    pushTransactionStack({ view: 'Swap', onSuccess: { reset: 'Account' } })
    pushTransactionStack({ view: 'ApproveTransaction', onCancel: 'goBack' })
    popTransactionStack('cancel')
    expect(routerState.view).toBe('Swap')
    popTransactionStack('success')
    expect(snapshot()).toEqual({ view: 'Account', history: ['Account'] })
  })

  test("'goBack' on the only view closes the modal, as goBack() does", () => {
    resetView('ApproveTransaction')
    pushTransactionStack({ view: 'ApproveTransaction' })
    popTransactionStack('success')
    expect(modalState.open).toBe(false)
  })

  test('with no transaction view open, pop does nothing and says so', () => {
    expect(popTransactionStack('success')).toBe(false)
    expect(snapshot()).toEqual({ view: 'Account', history: ['Account'] })
  })

  test('closing the modal forgets open transaction views', () => {
    pushTransactionStack({ view: 'SendPreview' })
    closeModal()
    expect(transactionStackState.entries).toEqual([])
    expect(popTransactionStack('cancel')).toBe(false)
  })
})

describe('finishSend', () => {
  test('after a send: Account with no back navigation and no open transaction view', () => {
    chainState.chains.eip155.accountState.address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    pushView('Send')
    pushTransactionStack({ view: 'SendPreview' })
    finishSend()
    expect(snapshot()).toEqual({ view: 'Account', history: ['Account'] })
    expect(transactionStackState.entries).toEqual([])
  })
})
