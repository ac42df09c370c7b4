import { describe, expect, test } from 'vitest'
import { routeOf } from './routing.js'
import {
  isSafeRpcMethod,
  NODE_METHODS,
  SAFE_RPC_METHODS,
  SESSION_METHODS,
  UNSAFE_RPC_METHODS,
  WALLET_READ_METHODS,
} from './rpcMethods.js'

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

describe('the provider routes by the one list', () => {
  // Before the lists were one, `eth_getBlockReceipts` and `net_peerCount` were safe for modal-core but
  // went to a wallet that listed them here, and `eth_syncing` went to the node here but needed approval there.
  test('a node method goes to the node even when the wallet approved it', () => {
    for (const method of NODE_METHODS) expect(routeOf(method, [method]), method).toBe('rpc')
  })

  test('EIP-5792 and EIP-7811 reads go to the wallet when it granted them, and never need approval', () => {
    for (const method of WALLET_READ_METHODS) {
      expect(routeOf(method, [method]), method).toBe('wallet')
      expect(isSafeRpcMethod(method), method).toBe(true)
    }
  })

  test('the session answers its own methods; every safe method is a session, node or wallet-read one', () => {
    for (const method of SESSION_METHODS) expect(routeOf(method, []), method).toBe('local')
    expect(SAFE_RPC_METHODS).toEqual([...SESSION_METHODS, ...NODE_METHODS, ...WALLET_READ_METHODS])
    expect(isSafeRpcMethod('eth_syncing')).toBe(true)
    expect(isSafeRpcMethod('getLatestBlockhash')).toBe(true)
  })
})
