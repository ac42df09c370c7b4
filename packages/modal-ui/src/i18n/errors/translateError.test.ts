import {
  BaseError,
  ERROR_CODES,
  ERROR_VARIANTS,
  HttpStatusError,
  InvalidTransactionHashError,
  NOTICE_CODES,
  toErrorData,
  UserRejectedError,
  type MessageCode,
} from '@agentry/modal-core'
import { OnrampAmountOutOfRangeError } from '@agentry/modal-core/features'
import { EmailCooldownError } from '@agentry/modal-core/frame'
import { AccountNameError } from '@agentry/modal-core/names'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '../localeState.js'
import type { ErrorCatalogue } from './catalogue.js'
import { deErrors } from './de.js'
import { enErrors } from './en.js'
import { translateError } from './translateError.js'

type ErrorClass = new (...args: never[]) => BaseError

/** Every error class modal-core defines, read from its errors folder (so a new one shows up here). */
async function coreErrorClasses(): Promise<Map<string, ErrorClass>> {
  const folder = join(import.meta.dirname, '../../../../modal-core/src/errors/')
  const classes = new Map<string, ErrorClass>()
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(/* @vite-ignore */ `${folder}${file}`)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'function' && value.prototype instanceof BaseError) classes.set(name, value as ErrorClass)
  }
  return classes
}

/** Each error class with arguments that reach each of its messages. A class missing here fails the test. */
const samples: Record<string, (make: (...args: unknown[]) => BaseError) => BaseError[]> = {
  ConfigError: (make) => [
    make(),
    ...[
      'Sign-in is not configured',
      'At least one network is required',
      'No domain or uri for the sign-in message',
      '`embeddedWallet.hostUrl` must be an http:// or https:// URL',
    ].map((text) => make(text)),
  ],
  FetchTransactionsError: (make) => [make()],
  AdapterNotFoundError: (make) => [make({ namespace: 'eip155' })],
  ChainAdapterNotFoundError: (make) => [make()],
  NetworkNotServedError: (make) => [make({ caipNetworkId: 'eip155:1' })],
  InvalidCaipAddressError: (make) => [make(), make({ value: 'eip155:x' })],
  InvalidCaipNetworkIdError: (make) => [make({ value: 'x:1' })],
  FeatureUnavailableError: (make) =>
    ['swaps', 'onramp', 'history', 'names', 'login'].map((feature) => make({ feature })),
  FrameRequestError: (make) => [make({ request: 'GetUser' }), make({ request: 'GetUser', message: 'Locked' })],
  FrameTimeoutError: (make) => [make({ request: 'GetUser', timeout: 30_000 })],
  FrameNotSetError: (make) => [make({ missing: 'iframe' }), make({ missing: 'parent' })],
  FrameLoadError: (make) => [make()],
  FrameActionNotAllowedError: (make) => [make({ method: 'eth_sign' })],
  InvalidFrameInputError: (make) => ['email', 'otp', 'socialProvider', 'themeMode'].map((problem) => make({ problem })),
  EmailCooldownError: (make) => [make({ seconds: 30 })],
  LoginNotFreshError: (make) => [make()],
  SocialLoginError: (make) => [make({ reason: 'blocked' }), make({ reason: 'closed' })],
  AccountNameError: (make) => [
    ...['resolve', 'suggest', 'reverse'].map((action) => make({ action })),
    make({ action: 'register', name: 'alice.agentry' }),
    make({ action: 'register' }),
    make({ action: 'resolve', reason: 'Name is taken' }),
  ],
  InvalidAccountNameError: (make) => [make()],
  InvalidEnsNameError: (make) => [make({ name: 'pаypal.eth', reason: 'illegal mixture: Latin + Cyrillic' })],
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
  SignMessageProviderUndefinedError: (make) => [make()],
  UserRejectedError: (make) => ['connect', 'switchChain', 'sign'].map((action) => make({ action })),
  ProviderRequestError: (make) => [make({ method: 'eth_requestAccounts' })],
  NotConnectedError: (make) => [make()],
  RequestAbortedError: (make) => [make({ method: 'eth_call' })],
  MissingRpcUrlError: (make) => [make({ caipNetworkId: 'eip155:1' })],
  HttpStatusError: (make) => [make({ status: 503 })],
  RpcRequestError: (make) => [make({})],
  InsufficientFundsError: (make) => [make()],
  InsufficientGasError: (make) => [make()],
  DisconnectFailedError: (make) => [make({ details: 'the wallet is locked' })],
  SessionFetchError: (make) => [make()],
  VerifyMessageError: (make) => [make()],
  SmartAccountSignInError: (make) => [make()],
  AuthInitError: (make) => [make()],
  SolanaSendFailedError: (make) => [make()],
  InvalidCommitmentError: (make) => [make({ value: 'soon' })],
  UnsupportedChainError: (make) => [make()],
  SwapNetworkNotSupportedError: (make) => [make()],
  GasPriceNetworkNotSupportedError: (make) => [make()],
  SwapFailedError: (make) => [make()],
  SwapQuoteUnavailableError: (make) => [make()],
  SwapPriceMovedError: (make) => [make()],
  WalletConnectUnavailableError: (make) => [make({ relayUrl: 'ws://127.0.0.1:9', timeoutMs: 10_000 })],
  WalletConnectConfigError: (make) =>
    (['relayUrlMissing', 'relayUrlInvalid', 'timeoutInvalid'] as const).map((problem) => make({ problem, value: 'x' })),
  SwapInputError: (make) => [make()],
  InvalidTransactionHashError: (make) => [make({ hash: '0x12' })],
  TransactionNotFoundError: (make) => [make({ hash: '0xab', retryCount: 3 })],
  WaitForTransactionReceiptTimeoutError: (make) => [make({ hash: '0xab', timeout: 5000 })],
  TransactionRpcError: (make) => [make({})],
  SignMessageFailedError: (make) => [make()],
  EstimateGasFailedError: (make) => [make()],
  WalletCapabilitiesError: (make) => [make()],
  WalletTimeoutError: (make) => [make({ method: 'eth_accounts', timeout: 5000 })],
  InvalidCallError: (make) => [make({ index: 0, reason: 'no target' })],
  InvalidSendParametersError: (make) => [make()],
  SendTransactionFailedError: (make) => [make()],
}

async function sampleErrors(): Promise<BaseError[]> {
  const classes = await coreErrorClasses()
  expect([...classes.keys()].filter((name) => !samples[name]).sort()).toEqual([])
  return [...classes].flatMap(([name, ErrorClass]) => samples[name]!((...args) => new ErrorClass(...(args as never[]))))
}

/** The text a catalogue has for a code and variant, or undefined. */
function entryOf(catalogue: ErrorCatalogue, code: MessageCode, variant: unknown): string | undefined {
  const entry: string | Readonly<Record<string, string>> = catalogue[code]
  return typeof entry === 'string' ? entry : entry[String(variant)]
}

describe('catalogues by code', () => {
  for (const [language, catalogue] of [
    ['German', deErrors],
    ['English', enErrors],
  ] as const) {
    it(`the ${language} catalogue has a text for every code of modal-core, and every variant`, () => {
      const missing: string[] = []
      for (const code of [...ERROR_CODES, ...NOTICE_CODES]) {
        const variants: readonly string[] | undefined = (ERROR_VARIANTS as Partial<Record<string, readonly string[]>>)[
          code
        ]
        for (const variant of variants ?? [undefined])
          if (!entryOf(catalogue, code, variant)?.trim()) missing.push(variant ? `${code}.${variant}` : code)
      }
      expect(missing).toEqual([])
      expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES, ...NOTICE_CODES].sort())
    })
  }

  it("the English catalogue filled with an error's params is the error's own text, for every error class", async () => {
    const errors = await sampleErrors()
    expect(errors.length).toBeGreaterThan(80)
    const differing = errors
      .map((error) => ({ error, text: translateWith(enErrors, error) }))
      .filter(({ error, text }) => text !== error.shortMessage)
      .map(({ error, text }) => `${error.name}: ${text} ≠ ${error.shortMessage}`)
    expect(differing).toEqual([])
  })
})

/** Fills a catalogue's text for an error (for the English check), or the error's own text when it has none. */
function translateWith(catalogue: ErrorCatalogue, error: BaseError): string {
  const template = entryOf(catalogue, error.code, error.params.variant)
  if (template === undefined) return error.shortMessage
  return template.replace(/\{(\w+)\}/g, (place, name: string) => String(error.params[name] ?? place))
}

describe('errors in the current language', () => {
  afterEach(async () => {
    await setLocale('en')
  })

  it("in German every error with a text of modal-core's own is translated, with its values filled in", async () => {
    const errors = await sampleErrors()
    await setLocale('de')
    const ownWords = (error: BaseError) => error.params.reason !== undefined || error.code === 'UNKNOWN'
    const untranslated = errors
      .filter((error) => !ownWords(error))
      .map(toErrorData)
      .filter((data) => translateError(data) === data.message || translateError(data).includes('{'))
      .map((data) => `${data.code}: ${data.message}`)
    expect(untranslated).toEqual([])
  })

  it('fills a templated message by its params', async () => {
    await setLocale('de')
    expect(translateError(toErrorData(new EmailCooldownError({ seconds: 42 })))).toBe(
      'Bitte versuchen Sie es in 42 Sekunden erneut',
    )
    expect(translateError(toErrorData(new AccountNameError({ action: 'register', name: 'alice.agentry' })))).toBe(
      'Der Name alice.agentry konnte nicht registriert werden',
    )
    expect(translateError(toErrorData(new UserRejectedError({ action: 'sign' })))).toBe('Signatur abgelehnt')
    // The code picks the text, not the English: the same params under a changed English text still translate.
    expect(translateError({ code: 'EMAIL_COOLDOWN', message: 'Wait 7 s', params: { seconds: 7 } })).toBe(
      'Bitte versuchen Sie es in 7 Sekunden erneut',
    )
    await setLocale('en')
    expect(translateError(toErrorData(new EmailCooldownError({ seconds: 42 })))).toBe(
      'Please try again after 42 seconds',
    )
  })

  it('writes the numbers in its params the way the language does; a status code stays a code', async () => {
    await setLocale('de')
    expect(translateError(toErrorData(new EmailCooldownError({ seconds: 30_000 })))).toBe(
      'Bitte versuchen Sie es in 30.000 Sekunden erneut',
    )
    expect(
      translateError(
        toErrorData(
          new OnrampAmountOutOfRangeError({ min: '10.00', max: '7500.00', currency: 'USD', paymentMethod: 'card' }),
        ),
      ),
    ).toBe('Geben Sie einen Betrag zwischen 10,00 und 7.500,00 USD ein')
    expect(translateError(toErrorData(new HttpStatusError({ status: 1503 })))).toBe('HTTP-Statuscode: 1503')
    expect(translateError(toErrorData(new InvalidTransactionHashError({ hash: '0x1234' })))).toBe(
      'Ungültiger Transaktions-Hash: 0x1234',
    )
    await setLocale('ar')
    expect(translateError(toErrorData(new EmailCooldownError({ seconds: 30_000 })))).toBe(
      `يرجى المحاولة مرة أخرى بعد ${new Intl.NumberFormat('ar').format(30_000)} ثانية`,
    )
  })

  it("leaves someone else's words alone: a wallet's error, a server's reason, text without a code", async () => {
    await setLocale('de')
    expect(translateError(toErrorData(new Error('Execution reverted: not owner')))).toBe(
      'Execution reverted: not owner',
    )
    expect(translateError(toErrorData(new AccountNameError({ action: 'resolve', reason: 'Name is taken' })))).toBe(
      'Name is taken',
    )
    expect(translateError({ message: 'Copy failed' })).toBe('Copy failed')
    expect(translateError(toErrorData(undefined))).toBe('Unbekannter Fehler')
  })
})
