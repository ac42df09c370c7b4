import { describe, expect, test } from 'vitest'
import { BaseError } from './BaseError.js'
import { ConfigError } from './ConfigError.js'
import { InvalidCaipAddressError } from './caipErrors.js'
import { DisconnectFailedError } from './disconnectErrors.js'
import { ERROR_CODES, ERROR_VARIANTS } from './errorCodes.js'
import { errorState } from './errorState.js'
import { FeatureUnavailableError } from './featureErrors.js'
import { EmailCooldownError, FrameRequestError, InvalidFrameInputError } from './frameErrors.js'
import { AccountNameError, NameRegistrationUnavailableError } from './nameErrors.js'
import { NetworkNotFoundError } from './networkErrors.js'
import { OnrampAmountOutOfRangeError } from './onrampErrors.js'
import { UserRejectedError } from './providerErrors.js'
import { HttpStatusError } from './rpcRequestErrors.js'
import { InsufficientGasError } from './sendErrors.js'
import { SwapFailedError, SwapInputError, SwapQuoteUnavailableError } from './swapErrors.js'
import { toErrorData } from './toErrorData.js'
import { WaitForTransactionReceiptTimeoutError } from './transactionErrors.js'

describe('code and params, a sample per area', () => {
  test.each([
    // Each: the error, its code, its params; the message must stay the spec's text.
    [new EmailCooldownError({ seconds: 12 }), 'EMAIL_COOLDOWN', { seconds: 12 }, 'Please try again after 12 seconds'],
    [
      new AccountNameError({ action: 'register', name: 'alice.agentry' }),
      'ACCOUNT_NAME_FAILED',
      { variant: 'register', name: 'alice.agentry' },
      'Error registering name alice.agentry',
    ],
    [
      new AccountNameError({ action: 'register' }),
      'ACCOUNT_NAME_FAILED',
      { variant: 'registerUnnamed' },
      'Error registering name',
    ],
    [
      new AccountNameError({ action: 'resolve', reason: 'Name is taken' }),
      'ACCOUNT_NAME_FAILED',
      { reason: 'Name is taken' },
      'Name is taken',
    ],
    [
      new NameRegistrationUnavailableError({ missing: 'account' }),
      'ACCOUNT_NAME_FAILED',
      { variant: 'noAccount' },
      'Address or auth connector not found',
    ],
    [new HttpStatusError({ status: 503 }), 'HTTP_STATUS', { status: 503 }, 'HTTP status code: 503'],
    [
      new NetworkNotFoundError({ id: 'eip155:10' }),
      'NETWORK_NOT_FOUND',
      { id: 'eip155:10' },
      'Network with ID eip155:10 not found',
    ],
    [
      new UserRejectedError({ action: 'switchChain' }),
      'USER_REJECTED',
      { variant: 'switchChain' },
      'Network switch declined',
    ],
    [
      new ConfigError(),
      'CONFIG_INVALID',
      { variant: 'siweAndSiwx' },
      'Cannot set both `siweConfig` and `siwx` options',
    ],
    [
      new ConfigError('At least one network is required'),
      'CONFIG_INVALID',
      { variant: 'noNetworks' },
      'At least one network is required',
    ],
    [new ConfigError('An app text'), 'CONFIG_INVALID', {}, 'An app text'],
    [
      new InvalidCaipAddressError({ value: 'eip155:1' }),
      'CAIP_ADDRESS_INVALID',
      { variant: 'value', value: 'eip155:1' },
      'Invalid CAIP-10 address: eip155:1',
    ],
    [
      new FeatureUnavailableError({ feature: 'onramp' }),
      'FEATURE_UNAVAILABLE',
      { variant: 'onramp' },
      'Buying crypto is not available in this app',
    ],
    [
      new FrameRequestError({ request: 'CONNECT_OTP' }),
      'FRAME_REQUEST_FAILED',
      { variant: 'empty' },
      'An error occurred',
    ],
    [
      new FrameRequestError({ request: 'CONNECT_OTP', message: 'Invalid code' }),
      'FRAME_REQUEST_FAILED',
      { reason: 'Invalid code' },
      'Invalid code',
    ],
    [new InvalidFrameInputError({ problem: 'otp' }), 'FRAME_INPUT_INVALID', { variant: 'otp' }, 'Invalid code'],
    [
      new OnrampAmountOutOfRangeError({ min: '10.00', max: '7500.00', currency: 'USD', paymentMethod: 'card' }),
      'ONRAMP_AMOUNT_OUT_OF_RANGE',
      { min: '10.00', max: '7500.00', currency: 'USD' },
      'Enter an amount between 10.00 and 7500.00 USD',
    ],
    [new SwapFailedError(), 'SWAP_FAILED', { variant: 'failed' }, 'Something went wrong'],
    [new SwapQuoteUnavailableError(), 'SWAP_FAILED', { variant: 'noQuote' }, 'No quote is available for this pair'],
    [new SwapInputError(), 'SWAP_INPUT_INVALID', {}, 'Invalid input'],
    [new InsufficientGasError(), 'INSUFFICIENT_GAS', {}, 'Insufficient gas'],
    [
      new WaitForTransactionReceiptTimeoutError({ hash: '0xab', timeout: 1000 }),
      'TRANSACTION_RECEIPT_TIMEOUT',
      { timeout: 1000, hash: '0xab' },
      'Timed out after 1000 ms waiting for the receipt of transaction 0xab',
    ],
  ])('%s', (error, code, params, message) => {
    const { code: shownCode, message: shownMessage, params: shownParams } = toErrorData(error)
    expect({ code: shownCode, params: shownParams, message: shownMessage }).toEqual({ code, params, message })
  })

  test("the details of an error come along: a disconnect shows the wallet's words", () => {
    expect(toErrorData(new DisconnectFailedError({ details: 'the wallet is locked' }))).toEqual({
      code: 'DISCONNECT_FAILED',
      message: 'Failed to disconnect',
      params: { details: 'the wallet is locked' },
      details: 'the wallet is locked',
    })
  })
})

describe('toErrorData', () => {
  test('an error of someone else keeps its message under UNKNOWN', () => {
    expect(toErrorData(new Error('the wallet is locked'))).toEqual({
      code: 'UNKNOWN',
      message: 'the wallet is locked',
      params: {},
    })
  })

  test("a value with no message is the spec's 'Unknown error'", () => {
    for (const value of [undefined, null, 'text', 42, new Error(''), {}])
      expect(toErrorData(value)).toEqual({ code: 'UNKNOWN', message: 'Unknown error', params: { variant: 'empty' } })
  })

  test('an error of our own without a code is UNKNOWN with its message', () => {
    expect(toErrorData(new BaseError('Sign-in is off'))).toEqual({
      code: 'UNKNOWN',
      message: 'Sign-in is off',
      params: {},
    })
  })

  test('a store keeps text, code and params together', () => {
    expect(errorState(new EmailCooldownError({ seconds: 3 }))).toEqual({
      error: 'Please try again after 3 seconds',
      errorCode: 'EMAIL_COOLDOWN',
      errorParams: { seconds: 3 },
    })
  })
})

test('every code with variants is a code', () => {
  for (const code of Object.keys(ERROR_VARIANTS)) expect(ERROR_CODES).toContain(code)
  expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length)
})
