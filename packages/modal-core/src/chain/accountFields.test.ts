// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { resetAllState } from '../resetAllState.js'
import { getAddressLabel, setAccountUser, setAddressLabel, setSocialLogin } from './accountFields.js'
import { chainState } from './chainState.js'
import { resetNamespaceState } from './resetNamespaceState.js'

afterEach(() => resetAllState())
const account = () => chainState.chains.eip155.accountState

describe('the chain state fields of spec section 3', () => {
  test('a namespace starts with no social login, no user, no deployed smart account, no labels', () => {
    expect(account()).toMatchObject({
      socialProvider: undefined,
      socialWindow: undefined,
      user: undefined,
      smartAccountDeployed: false,
      addressLabels: {},
    })
  })

  test('a social login keeps its provider and the popup itself (not a proxy of it)', () => {
    setSocialLogin('eip155', { provider: 'github', window })
    expect(account().socialProvider).toBe('github')
    expect(account().socialWindow).toBe(window)
    setSocialLogin('eip155', { provider: 'github', window: undefined })
    expect(account()).toMatchObject({ socialProvider: 'github', socialWindow: undefined })
  })

  test('the embedded user and the smart account; a reset of the namespace forgets them all', () => {
    setSocialLogin('eip155', { provider: 'google', window: undefined })
    setAccountUser('eip155', { user: { email: 'a@example.com', userName: 'a' }, smartAccountDeployed: true })
    setAddressLabel('eip155', '0x01', 'Savings')
    expect(account()).toMatchObject({
      user: { email: 'a@example.com', userName: 'a' },
      smartAccountDeployed: true,
      addressLabels: { '0x01': 'Savings' },
    })
    resetNamespaceState('eip155')
    expect(account()).toMatchObject({
      socialProvider: undefined,
      user: undefined,
      smartAccountDeployed: false,
      addressLabels: {},
    })
  })

  test('labels per namespace; an empty label removes one', () => {
    setAddressLabel('eip155', '0x01', 'Savings')
    setAddressLabel('solana', 'So1', 'Trading')
    expect(getAddressLabel('eip155', '0x01')).toBe('Savings')
    expect(getAddressLabel('solana', 'So1')).toBe('Trading')
    expect(getAddressLabel('solana', '0x01')).toBeUndefined()
    setAddressLabel('eip155', '0x01', '')
    expect(getAddressLabel('eip155', '0x01')).toBeUndefined()
  })
})
