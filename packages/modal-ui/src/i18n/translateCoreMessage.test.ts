import { BaseError } from '@agentry/modal-core'
import { SEND_MESSAGES } from '@agentry/modal-core/send'
import { SWAP_SUCCESS_MESSAGE } from '@agentry/modal-core/swap'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from './localeState.js'
import { translateCoreMessage } from './translateCoreMessage.js'

type ErrorClass = new (...args: never[]) => BaseError

/** Every error class modal-core defines, read from its errors folder (so a new one shows up here). */
async function coreErrorClasses(): Promise<Map<string, ErrorClass>> {
  const folder = join(import.meta.dirname, '../../../modal-core/src/errors/')
  const classes = new Map<string, ErrorClass>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(/* @vite-ignore */ `${folder}${file}`)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && value.prototype instanceof BaseError) classes.set(name, value as ErrorClass)
  }
  return classes
}

/**
 * Each error class with arguments that reach each of its messages. A class missing here fails the test:
 * add its messages to `de-core-messages.ts` and its samples here.
 */
const samples: Record<string, (make: (...args: unknown[]) => BaseError) => BaseError[]> = {
  ConfigError: (make) => [make()],
  FetchTransactionsError: (make) => [make()],
  AdapterNotFoundError: (make) => [make({ namespace: 'eip155' })],
  ChainAdapterNotFoundError: (make) => [make()],
  NetworkNotServedError: (make) => [make({ caipNetworkId: 'eip155:1' })],
  InvalidCaipAddressError: (make) => [make(), make({ value: 'eip155:x' })],
  InvalidCaipNetworkIdError: (make) => [make({ value: 'x:1' })],
  FeatureUnavailableError: (make) =>
    ['swaps', 'onramp', 'history', 'names', 'login'].map((feature) => make({ feature })),
  FrameRequestError: (make) => [make({ request: 'GetUser' })],
  FrameTimeoutError: (make) => [make({ request: 'GetUser', timeout: 30_000 })],
  FrameNotSetError: (make) => [make({ missing: 'iframe' }), make({ missing: 'parent' })],
  InvalidFrameInputError: (make) => ['email', 'otp', 'socialProvider', 'themeMode'].map((problem) => make({ problem })),
  EmailCooldownError: (make) => [make({ seconds: 30 })],
  SocialLoginError: (make) => [make({ reason: 'blocked' }), make({ reason: 'closed' })],
  AccountNameError: (make) => [
    ...['resolve', 'suggest', 'reverse'].map((action) => make({ action })),
    make({ action: 'register', name: 'alice.agentry' }),
    make({ action: 'register' }),
  ],
  InvalidAccountNameError: (make) => [make()],
  InvalidChainIdError: (make) => [make({ chainId: 'x' })],
  NameRegistrationUnavailableError: (make) => [make({ missing: 'network' }), make({ missing: 'account' })],
  NetworkNotFoundError: (make) => [make({ id: 'eip155:10' })],
  ChainNotSupportedError: (make) => [make()],
  ChainSwitchNotSupportedError: (make) => [make()],
  RpcCallNotAllowedError: (make) => [make()],
  LastNetworkRemovalError: (make) => [make()],
  InvalidNumberError: (make) => [make()],
  InvalidDecimalPlacesError: (make) => [make()],
  InvalidRoundingModeError: (make) => [make()],
  DivisionByZeroError: (make) => [make()],
  InvalidOnrampAmountError: (make) => [make({ amount: '-1' })],
  OnrampAmountOutOfRangeError: (make) => [make({ min: '20', max: '500', currency: 'USD', paymentMethod: 'card' })],
  OnrampSelectionError: (make) => [make({ missing: 'network' })],
  ProviderNotFoundError: (make) => [make()],
  UserRejectedError: (make) => ['connect', 'switchChain', 'sign'].map((action) => make({ action })),
  ProviderRequestError: (make) => [make({ method: 'eth_requestAccounts' })],
  NotConnectedError: (make) => [make()],
  RequestAbortedError: (make) => [make({ method: 'eth_call' })],
  MissingRpcUrlError: (make) => [make({ caipNetworkId: 'eip155:1' })],
  HttpStatusError: (make) => [make({ status: 503 })],
  RpcRequestError: (make) => [make({})],
  InsufficientFundsError: (make) => [make()],
  SessionFetchError: (make) => [make()],
  VerifyMessageError: (make) => [make()],
  SolanaSendFailedError: (make) => [make()],
  InvalidCommitmentError: (make) => [make({ value: 'soon' })],
  UnsupportedChainError: (make) => [make()],
  SwapNetworkNotSupportedError: (make) => [make()],
  GasPriceNetworkNotSupportedError: (make) => [make()],
  SwapFailedError: (make) => [make()],
  SwapQuoteUnavailableError: (make) => [make()],
  InvalidTransactionHashError: (make) => [make({ hash: '0x12' })],
  TransactionNotFoundError: (make) => [make({ hash: '0xab', retryCount: 3 })],
  WaitForTransactionReceiptTimeoutError: (make) => [make({ hash: '0xab', timeout: 5000 })],
  TransactionRpcError: (make) => [make({})],
  SignMessageFailedError: (make) => [make()],
  EstimateGasFailedError: (make) => [make()],
  WalletCapabilitiesError: (make) => [make()],
  InvalidCallError: (make) => [make({ index: 0, reason: 'no target' })],
  InvalidSendParametersError: (make) => [make()],
  SendTransactionFailedError: (make) => [make()],
}

/** Core texts that are not error classes: snackbar texts and errors thrown as a plain BaseError. */
const otherCoreMessages = [
  ...Object.values(SEND_MESSAGES),
  SWAP_SUCCESS_MESSAGE,
  'Sending…',
  'Invalid input',
  'WalletConnectConnector not found',
  'Sign message failed',
]

describe('core messages in the current language', () => {
  afterEach(async () => {
    await setLocale('en')
  })

  it('every error class of modal-core has samples here', async () => {
    const classes = await coreErrorClasses()
    expect(classes.size).toBeGreaterThan(50)
    expect([...classes.keys()].filter((name) => !samples[name]).sort()).toEqual([])
  })

  it('every message a core error or the snackbar can show has a German text; English stays the spec text', async () => {
    const classes = await coreErrorClasses()
    const texts = [
      ...[...classes]
        .flatMap(([name, ErrorClass]) => samples[name]!((...args) => new ErrorClass(...(args as never[]))))
        .map((error) => error.shortMessage),
      ...otherCoreMessages,
    ]
    expect(texts.length).toBeGreaterThan(80)
    for (const text of texts) expect(translateCoreMessage(text)).toBe(text)
    await setLocale('de')
    const untranslated = texts.filter(
      (text) => translateCoreMessage(text) === text || translateCoreMessage(text).includes('{'),
    )
    expect(untranslated).toEqual([])
  })

  it('carries the varying parts over, and leaves unknown text (a wallet’s own words) alone', async () => {
    await setLocale('de')
    expect(translateCoreMessage('Please try again after 42 seconds')).toBe(
      'Bitte versuchen Sie es in 42 Sekunden erneut',
    )
    expect(translateCoreMessage('Enter an amount between 20 and 500 USD')).toBe(
      'Geben Sie einen Betrag zwischen 20 und 500 USD ein',
    )
    expect(translateCoreMessage('Error registering name alice.agentry')).toBe(
      'Der Name alice.agentry konnte nicht registriert werden',
    )
    expect(translateCoreMessage('Execution reverted: not owner')).toBe('Execution reverted: not owner')
    await setLocale('en')
    expect(translateCoreMessage('Please try again after 42 seconds')).toBe('Please try again after 42 seconds')
  })
})
