import { ref } from 'valtio/vanilla'
import type { ChainNamespace } from '../caip/types.js'
import type { AccountUser } from './chainState.js'
import { ensureChainState } from './ensureChainState.js'

/**
 * Records the social login of a namespace's account: the provider, and its popup while it is open
 * (`window: undefined` once it closed). The popup is kept by reference: a window must never be proxied.
 *
 * @example
 * setSocialLogin('eip155', { provider: 'github', window: popup })
 */
export function setSocialLogin(
  namespace: ChainNamespace,
  { provider, window }: { provider: string | undefined; window: Window | undefined },
): void {
  const { accountState } = ensureChainState(namespace)
  accountState.socialProvider = provider
  accountState.socialWindow = window ? ref(window) : undefined
}

/**
 * Records the embedded wallet's user of a namespace's account and whether its smart account is deployed.
 *
 * @example
 * setAccountUser('eip155', { user: { email: 'a@example.com' }, smartAccountDeployed: true })
 */
export function setAccountUser(
  namespace: ChainNamespace,
  { user, smartAccountDeployed = false }: { user: AccountUser | undefined; smartAccountDeployed?: boolean },
): void {
  const { accountState } = ensureChainState(namespace)
  accountState.user = user
  accountState.smartAccountDeployed = smartAccountDeployed
}

/**
 * Gives an address a name the views show (an empty label removes it).
 *
 * @example
 * setAddressLabel('eip155', '0xf39F…', 'Savings')
 * getAddressLabel('eip155', '0xf39F…') // 'Savings'
 */
export function setAddressLabel(namespace: ChainNamespace, address: string, label: string): void {
  const { addressLabels } = ensureChainState(namespace).accountState
  if (label) addressLabels[address] = label
  else Reflect.deleteProperty(addressLabels, address)
}

/**
 * The name given to an address of a namespace, if any.
 *
 * @example
 * getAddressLabel('eip155', '0xf39F…') // 'Savings' or undefined
 */
export function getAddressLabel(namespace: ChainNamespace, address: string): string | undefined {
  return ensureChainState(namespace).accountState.addressLabels[address]
}
