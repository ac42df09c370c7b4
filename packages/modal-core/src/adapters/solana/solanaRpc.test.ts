import { startSolanaTestRpc, type SolanaTestRpc } from '@agentry/test-utils/solana'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getLatestBlockhash, sendTransaction, solanaRpcRequest } from './solanaRpc.js'

let rpc: SolanaTestRpc
let unavailable: Server
let unavailableUrl: string
beforeAll(async () => {
  rpc = await startSolanaTestRpc()
  unavailable = createServer((_, response) => response.writeHead(503).end('busy'))
  await new Promise<void>((resolve) => unavailable.listen(0, '127.0.0.1', resolve))
  const address = unavailable.address()
  unavailableUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await rpc.close()
  await new Promise((resolve) => unavailable.close(resolve))
})

describe('solanaRpc', () => {
  test('getLatestBlockhash: a 32-byte base58 blockhash and its last valid height', async () => {
    rpc.failing = false
    const { blockhash, lastValidBlockHeight } = await getLatestBlockhash({ rpcUrl: rpc.url, commitment: 'confirmed' })
    expect(blockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(lastValidBlockHeight).toBeGreaterThan(0)
  })

  test("the node's JSON-RPC error is a Network request failed with its message", async () => {
    await expect(
      sendTransaction({ rpcUrl: rpc.url, transaction: new Uint8Array(3), preflightCommitment: 'confirmed' }),
    ).rejects.toMatchObject({
      name: 'RpcRequestError',
      shortMessage: 'Network request failed',
      details: 'failed to deserialize solana_sdk::transaction::Transaction',
      method: 'sendTransaction',
    })
    await expect(solanaRpcRequest(rpc.url, 'getNothing', [])).rejects.toMatchObject({
      name: 'RpcRequestError',
      details: 'Method not found: getNothing',
    })
    rpc.failing = true
    try {
      await expect(getLatestBlockhash({ rpcUrl: rpc.url, commitment: 'confirmed' })).rejects.toMatchObject({
        name: 'RpcRequestError',
        details: 'Internal error',
      })
    } finally {
      rpc.failing = false
    }
  })

  test('an HTTP error status is HTTP status code: n; an unreachable node is Network request failed', async () => {
    await expect(getLatestBlockhash({ rpcUrl: unavailableUrl, commitment: 'confirmed' })).rejects.toMatchObject({
      name: 'HttpStatusError',
      shortMessage: 'HTTP status code: 503',
    })
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const address = closed.address()
    await new Promise((resolve) => closed.close(resolve))
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    await expect(getLatestBlockhash({ rpcUrl: url, commitment: 'confirmed' })).rejects.toMatchObject({
      name: 'RpcRequestError',
      shortMessage: 'Network request failed',
    })
  })
})
