import { describe, expect, test } from 'vitest'
import { AdapterNotFoundError, ChainAdapterNotFoundError } from './adapterErrors.js'
import { BaseError } from './BaseError.js'
import { ConfigError } from './ConfigError.js'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caipErrors.js'
import {
  ChainNotSupportedError,
  ChainSwitchNotSupportedError,
  LastNetworkRemovalError,
  NetworkNotFoundError,
  RpcCallNotAllowedError,
} from './networkErrors.js'
import {
  DivisionByZeroError,
  InvalidDecimalPlacesError,
  InvalidNumberError,
  InvalidRoundingModeError,
} from './numberErrors.js'
import { NotConnectedError, ProviderNotFoundError, ProviderRequestError, UserRejectedError } from './providerErrors.js'
import { RequestAbortedError } from './rpcErrors.js'
import { SessionFetchError, VerifyMessageError } from './siwxErrors.js'
import { InvalidCommitmentError, SolanaSendFailedError, UnsupportedChainError } from './solanaErrors.js'
import { HttpStatusError, MissingRpcUrlError, RpcRequestError } from './rpcRequestErrors.js'
import { toProviderError } from './toProviderError.js'
import {
  EstimateGasFailedError,
  InvalidCallError,
  InvalidSendParametersError,
  SendTransactionFailedError,
  SignMessageFailedError,
  WalletCapabilitiesError,
} from './walletErrors.js'
import {
  InvalidTransactionHashError,
  TransactionNotFoundError,
  TransactionRpcError,
  WaitForTransactionReceiptTimeoutError,
} from './transactionErrors.js'

describe("messages are the specification's, with a code", () => {
  test.each([
    [new ConfigError(), 'CONFIG_INVALID'],
    [new InvalidCaipAddressError(), 'CAIP_ADDRESS_INVALID'],
    [new InvalidCaipAddressError({ value: 'eip155:1' }), 'CAIP_ADDRESS_INVALID'],
    [new InvalidCaipNetworkIdError({ value: 'eip155' }), 'CAIP_NETWORK_ID_INVALID'],
    [new NetworkNotFoundError({ id: 'eip155:10' }), 'NETWORK_NOT_FOUND'],
    [new ProviderNotFoundError(), 'PROVIDER_NOT_FOUND'],
    [new SessionFetchError(), 'SESSION_FETCH_FAILED'],
    [new VerifyMessageError(), 'VERIFY_MESSAGE_FAILED'],
    [new UserRejectedError({ action: 'sign' }), 'USER_REJECTED'],
    [new ChainNotSupportedError(), 'CHAIN_NOT_SUPPORTED'],
    [new ChainSwitchNotSupportedError(), 'CHAIN_SWITCH_UNSUPPORTED'],
    [new NotConnectedError(), 'NOT_CONNECTED'],
    [new RpcCallNotAllowedError(), 'RPC_CALL_NOT_ALLOWED'],
    [new LastNetworkRemovalError(), 'LAST_NETWORK_REMOVAL'],
    [new SignMessageFailedError(), 'SIGN_MESSAGE_FAILED'],
    [new EstimateGasFailedError(), 'ESTIMATE_GAS_FAILED'],
    [new WalletCapabilitiesError(), 'CAPABILITIES_INVALID'],
    [new InvalidCallError({ index: 0, reason: 'x' }), 'CALL_INVALID'],
    [new InvalidSendParametersError(), 'SEND_PARAMETERS_INVALID'],
    [new SendTransactionFailedError(), 'SEND_TRANSACTION_FAILED'],
    [new SolanaSendFailedError(), 'SOLANA_SEND_FAILED'],
    [new InvalidCommitmentError({ value: 'x' }), 'COMMITMENT_INVALID'],
    [new UnsupportedChainError(), 'UNSUPPORTED_CHAIN'],
    [new HttpStatusError({ status: 503 }), 'HTTP_STATUS'],
    [new InvalidNumberError(), 'NUMBER_INVALID'],
    [new InvalidDecimalPlacesError(), 'DECIMAL_PLACES_INVALID'],
    [new InvalidRoundingModeError(), 'ROUNDING_MODE_INVALID'],
    [new DivisionByZeroError(), 'DIVISION_BY_ZERO'],
    [new AdapterNotFoundError(), 'ADAPTER_NOT_FOUND'],
    [new ChainAdapterNotFoundError(), 'CHAIN_ADAPTER_NOT_FOUND'],
  ])('%s', (error, code) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error.code).toBe(code)
    expect(error.message).toBe(error.shortMessage)
  })

  test('exact texts', () => {
    expect(
      [
        new ConfigError(),
        new InvalidCaipAddressError(),
        new InvalidCaipAddressError({ value: 'eip155:1' }),
        new InvalidCaipNetworkIdError({ value: 'eip155' }),
        new NetworkNotFoundError({ id: 1 }),
        new ProviderNotFoundError(),
        new SessionFetchError(),
        new VerifyMessageError(),
        new UserRejectedError({ action: 'sign' }),
        new UserRejectedError({ action: 'connect' }),
        new UserRejectedError({ action: 'switchChain' }),
        new ChainNotSupportedError(),
        new ChainSwitchNotSupportedError(),
        new RequestAbortedError({ method: 'personal_sign' }),
        new InvalidNumberError({ value: 'abc' }),
        new InvalidDecimalPlacesError({ decimals: -1 }),
        new InvalidRoundingModeError({ rounding: 'floor' }),
        new DivisionByZeroError(),
        new AdapterNotFoundError({ namespace: 'solana' }),
        new ChainAdapterNotFoundError({ namespace: 'bip122' }),
      ].map((error) => `${error.name}: ${error.shortMessage}`),
    ).toMatchInlineSnapshot(`
      [
        "ConfigError: Cannot set both \`siweConfig\` and \`siwx\` options",
        "InvalidCaipAddressError: Invalid CAIP Address",
        "InvalidCaipAddressError: Invalid CAIP-10 address: eip155:1",
        "InvalidCaipNetworkIdError: Invalid CAIP-2 network id: eip155",
        "NetworkNotFoundError: Network with ID 1 not found",
        "ProviderNotFoundError: Provider not found",
        "SessionFetchError: Network response was not ok",
        "VerifyMessageError: Failed to verify message",
        "UserRejectedError: Signature declined",
        "UserRejectedError: Connection request declined",
        "UserRejectedError: Network switch declined",
        "ChainNotSupportedError: Chain is not supported",
        "ChainSwitchNotSupportedError: Connector does not support programmatic chain switching",
        "RequestAbortedError: Request was aborted",
        "InvalidNumberError: Invalid number",
        "InvalidDecimalPlacesError: Invalid decimal places",
        "InvalidRoundingModeError: Invalid rounding mode",
        "DivisionByZeroError: Division by zero",
        "AdapterNotFoundError: Adapter not found",
        "ChainAdapterNotFoundError: Chain adapter not found",
      ]
    `)
  })
})

describe('transaction errors', () => {
  const hash = `0x${'12'.repeat(32)}`
  test('codes', () => {
    expect(
      [
        new InvalidTransactionHashError({ hash: '0x12' }),
        new TransactionNotFoundError({ hash, retryCount: 6 }),
        new WaitForTransactionReceiptTimeoutError({ hash, timeout: 180_000 }),
        new TransactionRpcError({ method: 'eth_blockNumber' }),
      ].map((error) => [error instanceof BaseError, error.code]),
    ).toEqual([
      [true, 'TRANSACTION_HASH_INVALID'],
      [true, 'TRANSACTION_NOT_FOUND'],
      [true, 'TRANSACTION_RECEIPT_TIMEOUT'],
      [true, 'TRANSACTION_RPC_FAILED'],
    ])
  })

  test('exact texts', () => {
    expect(new InvalidTransactionHashError({ hash: 42 })).toMatchInlineSnapshot(`
      [InvalidTransactionHashError: Invalid transaction hash: 42

      A transaction hash is 0x followed by 64 hex characters.]
    `)
    expect(new TransactionNotFoundError({ hash, retryCount: 6 })).toMatchInlineSnapshot(`
      [TransactionNotFoundError: Transaction 0x1212121212121212121212121212121212121212121212121212121212121212 not found

      The node did not know it after 6 retries.]
    `)
    expect(new WaitForTransactionReceiptTimeoutError({ hash, timeout: 25_000 })).toMatchInlineSnapshot(
      `[WaitForTransactionReceiptTimeoutError: Timed out after 25000 ms waiting for the receipt of transaction 0x1212121212121212121212121212121212121212121212121212121212121212]`,
    )
    expect(new TransactionRpcError({ method: 'eth_getTransactionByHash', cause: new Error('fetch failed') }))
      .toMatchInlineSnapshot(`
      [TransactionRpcError: Network request failed

      Method: eth_getTransactionByHash

      Details: fetch failed]
    `)
  })
})

describe('BaseError', () => {
  test('details and meta messages go into message, not shortMessage', () => {
    const error = new VerifyMessageError({ details: 'Invalid nonce' })
    expect(error.shortMessage).toBe('Failed to verify message')
    expect(error.details).toBe('Invalid nonce')
    expect(error).toMatchInlineSnapshot(`
      [VerifyMessageError: Failed to verify message

      Details: Invalid nonce]
    `)
    expect(new ProviderRequestError({ method: 'eth_chainId', rpcCode: -32000 })).toMatchInlineSnapshot(`
      [ProviderRequestError: Wallet request failed

      Method: eth_chainId]
    `)
  })

  test('number and adapter errors name the offending input in the message, not the short message', () => {
    expect(new InvalidNumberError({ value: '' })).toMatchInlineSnapshot(`
      [InvalidNumberError: Invalid number

      Value: ""]
    `)
    expect(new InvalidDecimalPlacesError({ decimals: 2.5 })).toMatchInlineSnapshot(`
      [InvalidDecimalPlacesError: Invalid decimal places

      Decimals: 2.5]
    `)
    expect(new InvalidRoundingModeError({ rounding: 3 })).toMatchInlineSnapshot(`
      [InvalidRoundingModeError: Invalid rounding mode

      Rounding: 3]
    `)
    expect(new ChainAdapterNotFoundError({ namespace: 'polkadot' })).toMatchInlineSnapshot(`
      [ChainAdapterNotFoundError: Chain adapter not found

      Namespace: polkadot]
    `)
    expect(new AdapterNotFoundError()).toMatchInlineSnapshot(`[AdapterNotFoundError: Adapter not found]`)
  })

  test('walk() finds the deepest cause or the first match', () => {
    const root = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const error = new UserRejectedError({ action: 'sign', cause: root })
    expect(error.walk()).toBe(root)
    expect(error.walk((e) => (e as { code?: unknown }).code === 4001)).toBe(root)
    expect(error.walk((e) => e instanceof TypeError)).toBeNull()
    expect(error.details).toBe('User rejected the request.')
  })

  test('toProviderError maps 4001 to UserRejectedError and keeps other codes', () => {
    const rejected = toProviderError(Object.assign(new Error('no'), { code: 4001 }), 'personal_sign', 'sign')
    expect(rejected).toBeInstanceOf(UserRejectedError)
    const other = toProviderError(Object.assign(new Error('boom'), { code: -32000 }), 'eth_chainId', 'connect')
    expect(other).toBeInstanceOf(ProviderRequestError)
    expect((other as ProviderRequestError).rpcCode).toBe(-32000)
    const ours = new ProviderNotFoundError()
    expect(toProviderError(ours, 'x', 'connect')).toBe(ours)
  })
})

test('RPC errors keep the spec message short and the details apart', () => {
  expect(new MissingRpcUrlError({ caipNetworkId: 'solana:localnet' })).toMatchObject({
    code: 'RPC_URL_MISSING',
    shortMessage: 'No RPC url provided for chainId',
    details: 'solana:localnet',
  })
  expect(new RpcRequestError({ method: 'getBalance', details: 'Invalid param' })).toMatchObject({
    code: 'RPC_REQUEST_FAILED',
    shortMessage: 'Network request failed',
    method: 'getBalance',
    details: 'Invalid param',
  })
  expect(new HttpStatusError({ status: 503 }).message).toBe('HTTP status code: 503')
  // One mechanism for failed requests: the transaction helpers' error is an RpcRequestError with its own code.
  const transactionError = new TransactionRpcError({ method: 'eth_getTransactionByHash' })
  expect(transactionError).toBeInstanceOf(RpcRequestError)
  expect(transactionError).toMatchObject({
    code: 'TRANSACTION_RPC_FAILED',
    shortMessage: 'Network request failed',
    method: 'eth_getTransactionByHash',
  })
})
