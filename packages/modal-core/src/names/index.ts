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
  NameRegistrationUnavailableError,
  type NameAction,
} from '../errors/nameErrors.js'
export { resolveAvatar, DEFAULT_IMAGE_GATEWAYS, type ResolveAvatarParameters } from './resolveAvatar.js'
