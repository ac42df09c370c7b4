import { describe, expect, test } from 'vitest'
import { isSafeRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.js'

describe('RPC method lists (spec section 6)', () => {
  test('unsafe methods need approval', () => {
    expect(UNSAFE_RPC_METHODS).toMatchInlineSnapshot(`
      [
        "personal_sign",
        "eth_signTypedData_v4",
        "eth_sendTransaction",
        "solana_signMessage",
        "solana_signTransaction",
        "solana_signAndSendTransaction",
        "solana_signAllTransactions",
        "wallet_sendCalls",
        "wallet_grantPermissions",
        "wallet_revokePermissions",
        "eth_sendUserOperation",
      ]
    `)
    for (const method of UNSAFE_RPC_METHODS) expect(isSafeRpcMethod(method)).toBe(false)
  })

  test('read-only queries, raw transactions, capabilities, call status and assets are safe', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_blockNumber',
      'eth_chainId',
      'eth_estimateGas',
      'eth_getTransactionReceipt',
      'eth_getTransactionByHash',
      'eth_gasPrice',
      'eth_getCode',
      'eth_getLogs',
      'eth_accounts',
      'net_version',
      'eth_sendRawTransaction',
      'wallet_getCapabilities',
      'wallet_getCallsStatus',
      'wallet_getAssets',
    ]) {
      expect(isSafeRpcMethod(method), method).toBe(true)
    }
  })

  test('the lists do not overlap; unknown methods are not safe', () => {
    const unsafe: readonly string[] = UNSAFE_RPC_METHODS
    expect(SAFE_RPC_METHODS.filter((method) => unsafe.includes(method))).toEqual([])
    expect(isSafeRpcMethod('eth_sign')).toBe(false)
    expect(isSafeRpcMethod('wallet_switchEthereumChain')).toBe(false)
  })
})
