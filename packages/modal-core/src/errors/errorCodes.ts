/**
 * Machine-readable codes of every error modal-core throws, as a list so that a translation can be
 * checked against it (each code needs a text in every language). The `message` of an error is the
 * spec's English; a user interface translates by `code` and fills in `params`.
 *
 * @example
 * ERROR_CODES.includes('EMAIL_COOLDOWN') // true
 */
export const ERROR_CODES = [
  'UNKNOWN',
  'USER_REJECTED',
  'CONFIG_INVALID',
  'CAIP_ADDRESS_INVALID',
  'CAIP_NETWORK_ID_INVALID',
  'NETWORK_NOT_FOUND',
  'PROVIDER_NOT_FOUND',
  'SIGN_MESSAGE_PROVIDER_UNDEFINED',
  'PROVIDER_REQUEST_FAILED',
  'CHAIN_SWITCH_UNSUPPORTED',
  'CHAIN_NOT_SUPPORTED',
  'SESSION_FETCH_FAILED',
  'VERIFY_MESSAGE_FAILED',
  'NOT_CONNECTED',
  'DISCONNECT_FAILED',
  'REQUEST_ABORTED',
  'RPC_CALL_NOT_ALLOWED',
  'LAST_NETWORK_REMOVAL',
  'CHAIN_ADAPTER_NOT_FOUND',
  'SIGN_MESSAGE_FAILED',
  'ESTIMATE_GAS_FAILED',
  'CAPABILITIES_INVALID',
  'CALL_INVALID',
  'SEND_PARAMETERS_INVALID',
  'SEND_TRANSACTION_FAILED',
  'SOLANA_SEND_FAILED',
  'COMMITMENT_INVALID',
  'UNSUPPORTED_CHAIN',
  'RPC_URL_MISSING',
  'HTTP_STATUS',
  'RPC_REQUEST_FAILED',
  'TRANSACTION_HASH_INVALID',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_RECEIPT_TIMEOUT',
  'TRANSACTION_RPC_FAILED',
  'NUMBER_INVALID',
  'DECIMAL_PLACES_INVALID',
  'ROUNDING_MODE_INVALID',
  'DIVISION_BY_ZERO',
  'ADAPTER_NOT_FOUND',
  'FEATURE_UNAVAILABLE',
  'SWAP_NETWORK_UNSUPPORTED',
  'GAS_PRICE_NETWORK_UNSUPPORTED',
  'SWAP_FAILED',
  'SWAP_INPUT_INVALID',
  'INSUFFICIENT_FUNDS',
  'INSUFFICIENT_GAS',
  'NETWORK_NOT_SERVED',
  'ACCOUNT_NAME_FAILED',
  'ACCOUNT_NAME_INVALID',
  'ENS_NAME_INVALID',
  'CHAIN_ID_INVALID',
  'FRAME_REQUEST_FAILED',
  'FRAME_TIMEOUT',
  'SOCIAL_POPUP_BLOCKED',
  'SOCIAL_LOGIN_CANCELLED',
  'WALLET_CONNECT_NOT_CONFIGURED',
  'WALLET_CONNECT_UNAVAILABLE',
  'WALLET_CONNECT_CONFIG_INVALID',
  'FRAME_NOT_SET',
  'FRAME_LOAD_FAILED',
  'FRAME_ACTION_NOT_ALLOWED',
  'SMART_ACCOUNT_SIGN_IN_FAILED',
  'AUTH_INIT_FAILED',
  'FRAME_INPUT_INVALID',
  'EMAIL_COOLDOWN',
  'ONRAMP_AMOUNT_INVALID',
  'ONRAMP_AMOUNT_OUT_OF_RANGE',
  'ONRAMP_SELECTION_INCOMPLETE',
  'TRANSACTIONS_FETCH_FAILED',
  'WALLET_TIMEOUT',
  'LOGIN_NOT_FRESH',
] as const

/** Machine-readable codes of every error modal-core throws. */
export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * The codes that name one kind of failure with several texts (a declined connection, switch or
 * signature are all `USER_REJECTED`). Such an error names its text in `params.variant`; a catalogue
 * has one text per variant. An error of these codes with no variant carries someone else's words (a
 * server's or the wallet frame's reason), shown as they are.
 *
 * @example
 * new UserRejectedError({ action: 'sign' }).params // { variant: 'sign' }
 */
export const ERROR_VARIANTS = {
  UNKNOWN: ['empty', 'somethingWentWrong'],
  USER_REJECTED: ['connect', 'switchChain', 'sign'],
  CONFIG_INVALID: ['siweAndSiwx', 'siwxMissing', 'noNetworks', 'noSiweDomain', 'embeddedWalletHostInvalid'],
  WALLET_CONNECT_CONFIG_INVALID: ['relayUrlMissing', 'relayUrlInvalid', 'timeoutInvalid'],
  CAIP_ADDRESS_INVALID: ['generic', 'value'],
  FEATURE_UNAVAILABLE: ['swaps', 'onramp', 'history', 'names', 'login'],
  FRAME_REQUEST_FAILED: ['empty'],
  FRAME_INPUT_INVALID: ['email', 'otp', 'socialProvider', 'themeMode'],
  ACCOUNT_NAME_FAILED: ['resolve', 'suggest', 'reverse', 'register', 'registerUnnamed', 'noNetwork', 'noAccount'],
  SWAP_FAILED: ['failed', 'noQuote', 'priceMoved'],
} as const satisfies Partial<Record<ErrorCode, readonly string[]>>

/** The variants of each code that has several texts (see `ERROR_VARIANTS`). */
export type ErrorVariants = { [code in keyof typeof ERROR_VARIANTS]: (typeof ERROR_VARIANTS)[code][number] }

/**
 * Codes of the texts modal-core shows that are not errors (a toast after a send or swap).
 *
 * @example
 * NOTICE_CODES.includes('TRANSACTION_STARTED') // true
 */
export const NOTICE_CODES = ['TRANSACTION_STARTED'] as const

export type NoticeCode = (typeof NOTICE_CODES)[number]

/** Codes of every text modal-core puts in front of people: a translation has one text for each. */
export type MessageCode = ErrorCode | NoticeCode

/** The values that fill an error's text: `{ seconds: 12 }` for 'Please try again after {seconds} seconds'. */
export type ErrorParams = Readonly<Record<string, string | number>>
