// @agentry/modal-core/names: account names (ENS normalisation needs viem's normaliser, so it loads with the view).
export { chainIdToCoinType, SLIP44_MSB } from './chainIdToCoinType.js'
export { normalizeAccountName, MIN_ACCOUNT_NAME_LENGTH } from './normalizeAccountName.js'
export { namesState, resetNamesState, type NamesState } from './namesState.js'
export { fetchNameSuggestions } from './fetchNameSuggestions.js'
export { registerAccountName } from './registerAccountName.js'
export { resolveAccountName, getAccountNames } from './lookupAccountNames.js'
export type { AccountName, NameSuggestion } from '../api/profileApi.js'
export {
  AccountNameError,
  InvalidAccountNameError,
  InvalidChainIdError,
  InvalidEnsNameError,
  NameRegistrationUnavailableError,
  type NameAction,
} from '../errors/nameErrors.js'
export { resolveAvatar, DEFAULT_IMAGE_GATEWAYS, type ResolveAvatarParameters } from './resolveAvatar.js'
export type { NamesSource } from './namesSource.js'
export { getNamesSource } from './getNamesSource.js'
export { createChainNamesSource } from './createChainNamesSource.js'
export { createHostedNamesSource } from './createHostedNamesSource.js'
export { normalizeEnsName } from './normalizeEnsName.js'
export { readEnsRecord, type ReadEnsRecordParameters } from './readEnsRecord.js'
export { readEnsIdentity } from './readEnsIdentity.js'
export { resolveEnsAddress } from './resolveEnsAddress.js'
export { ensDnsEncode, ensNamehash } from './ensNamehash.js'
export { setSendReceiver } from './setSendReceiver.js'
