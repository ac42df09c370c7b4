import { getAdapter } from '../flows/getAdapter.js'
import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { getActiveChain } from '../chain/chainState.js'
import { BaseError } from '../errors/BaseError.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { AccountNameError, NameRegistrationUnavailableError } from '../errors/nameErrors.js'
import { HttpStatusError } from '../errors/rpcRequestErrors.js'
import { optionsState } from '../options/optionsState.js'
import { replaceView } from '../router/navigate.js'
import { logQuietly } from '../utils/log.js'
import { chainIdToCoinType } from './chainIdToCoinType.js'
import { namesState } from './namesState.js'
import { normalizeAccountName } from './normalizeAccountName.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'
import { getNamespace } from '../adapters/namespaces.js'

/**
 * Registers `label.zone` for the connected eip155 account (spec section 4): loading, the wallet signs
 * the JSON message `{ name, attributes, timestamp }` (timestamp in seconds), the service registers it
 * under the chain's coin type, then the RegisterAccountNameSuccess view opens and the account shows the
 * name. On any failure the RegisterAccountName view is back with the message in `namesState.error`
 * (the service's reason when it gave one, else 'Error registering name {name}'; 'Signature declined',
 * 'Network not found', 'Address or auth connector not found', 'Invalid chainId'). Never throws.
 *
 * @returns the registered name, or undefined
 * @example
 * await registerAccountName('alice') // 'alice.reown.id'
 */
export async function registerAccountName(label: string): Promise<string | undefined> {
  Object.assign(namesState, { registering: true, step: 'idle', ...NO_ERROR })
  let name: string | undefined
  try {
    name = `${await normalizeAccountName(label)}.${optionsState.nameZone}`
    const api = getBlockchainApi()
    if (!api) throw new FeatureUnavailableError({ feature: 'names' })
    const { networkState, accountState } = getActiveChain()
    const network = networkState.caipNetwork
    if (!network || !getNamespace(network.chainNamespace).accountNames)
      throw new NameRegistrationUnavailableError({ missing: 'network' })
    if (!accountState.address) throw new NameRegistrationUnavailableError({ missing: 'account' })
    const address = accountState.address
    const coinType = chainIdToCoinType(Number(network.id))
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    namesState.step = 'signing'
    const signature = await getAdapter(network.chainNamespace).signMessage({ message, address })
    namesState.step = 'registering'
    await api.registerName({ coinType, address, message, signature }).catch((error: unknown) => {
      throw new AccountNameError({
        action: 'register',
        name,
        reason: error instanceof HttpStatusError ? error.reason : undefined,
        cause: error,
      })
    })
    Object.assign(namesState, { registeredName: name })
    accountState.profileName = name
    replaceView('RegisterAccountNameSuccess')
    return name
  } catch (error) {
    logQuietly('NAME_REGISTRATION_FAILED', error)
    Object.assign(
      namesState,
      errorState(
        error instanceof BaseError
          ? error
          : new AccountNameError({ action: 'register', name: name ?? label, cause: error }),
      ),
    )
    replaceView('RegisterAccountName')
    return undefined
  } finally {
    Object.assign(namesState, { registering: false, step: 'idle' })
  }
}
