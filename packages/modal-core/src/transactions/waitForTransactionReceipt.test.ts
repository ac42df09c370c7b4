import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { createTestClient, createWalletClient, http, publicActions, parseEther, parseGwei, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  InvalidTransactionHashError,
  TransactionRpcError,
  WaitForTransactionReceiptTimeoutError,
} from '../errors/transactionErrors.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import {
  APP_RECEIPT_WAIT_TIMEOUT_MS,
  RECEIPT_RETRY_COUNT,
  RECEIPT_RETRY_DELAY_MS,
  RECEIPT_WAIT_TIMEOUT_MS,
  waitForTransactionReceipt,
  type ReplacementInfo,
} from './waitForTransactionReceipt.js'

const [alice, bob, carol] = ANVIL_ACCOUNTS
const unknownHash = `0x${'ab'.repeat(32)}` as Hash
const fast = { pollingInterval: 20 }
// How long a test waits to see the polls it counts: generous, since a loaded machine polls late.
const POLLS_SEEN = { timeout: 15_000, interval: 20 }

let anvil: Anvil
let proxy: CountingProxy
let testClient: ReturnType<typeof anvilClient>
let wallet: ReturnType<typeof walletOf>

function anvilClient(url: string) {
  return createTestClient({ mode: 'anvil', transport: http(url) }).extend(publicActions)
}
function walletOf(privateKey: `0x${string}`, url: string) {
  return createWalletClient({ account: privateKeyToAccount(privateKey), transport: http(url) })
}
/** Tracks whether a promise settled, without leaving its rejection unhandled. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, promise }
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  )
  return state
}

beforeAll(async () => {
  // No automine: every test decides when blocks are made.
  anvil = await startAnvil({ args: ['--no-mining'] })
  proxy = await startCountingProxy(anvil.rpcUrl)
  testClient = anvilClient(anvil.rpcUrl)
  wallet = walletOf(alice.privateKey, anvil.rpcUrl)
})
afterAll(async () => {
  await proxy?.close()
  await anvil?.stop()
})
afterEach(() => {
  proxy.methods.length = 0
  proxy.times.length = 0
})

test("the constants are the specification's", () => {
  expect([RECEIPT_WAIT_TIMEOUT_MS, APP_RECEIPT_WAIT_TIMEOUT_MS, RECEIPT_RETRY_COUNT, RECEIPT_RETRY_DELAY_MS]).toEqual([
    180_000, 25_000, 6, 200,
  ])
})

describe('mined transactions', () => {
  test('resolves with the receipt after 1 confirmation (the default)', async () => {
    const hash = await wallet.sendTransaction({ to: bob.address, value: parseEther('1'), chain: null })
    await testClient.mine({ blocks: 1 })
    const receipt = await waitForTransactionReceipt({ rpcUrl: anvil.rpcUrl, hash, ...fast })
    expect(receipt.transactionHash).toBe(hash)
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(alice.address.toLowerCase())
  })

  test("waits for 3 confirmations, counting the transaction's own block", async () => {
    const hash = await wallet.sendTransaction({ to: bob.address, value: 1n, chain: null })
    await testClient.mine({ blocks: 2 })
    const wait = track(waitForTransactionReceipt({ rpcUrl: proxy.url, hash, confirmations: 3, ...fast }))
    // Two confirmations exist: let it check a few times and stay unresolved.
    await vi.waitFor(() => expect(proxy.count('eth_getTransactionReceipt')).toBeGreaterThanOrEqual(3), POLLS_SEEN)
    expect(wait.settled).toBe(false)
    await testClient.mine({ blocks: 1 })
    const receipt = await wait.promise
    expect(receipt.transactionHash).toBe(hash)
    const head = await testClient.getBlockNumber({ cacheTime: 0 })
    expect(head - receipt.blockNumber + 1n).toBe(3n)
  })

  test('follows a transaction from the mempool until it is mined', async () => {
    const hash = await wallet.sendTransaction({ to: bob.address, value: 2n, chain: null })
    const wait = track(waitForTransactionReceipt({ rpcUrl: proxy.url, hash, ...fast }))
    await vi.waitFor(() => expect(proxy.count('eth_getTransactionByHash')).toBeGreaterThanOrEqual(3), POLLS_SEEN)
    expect(wait.settled).toBe(false)
    expect(proxy.count('eth_getTransactionReceipt')).toBe(0)
    await testClient.mine({ blocks: 1 })
    expect((await wait.promise).transactionHash).toBe(hash)
  })
})

describe('replaced transactions', () => {
  const cases = [
    ['repriced', { to: bob.address, value: parseEther('1') }],
    ['cancelled', { to: alice.address, value: 0n }],
    ['replaced', { to: carol.address, value: parseEther('2') }],
  ] as const

  test.each(cases)('%s', async (reason, replacementCall) => {
    const original = await wallet.sendTransaction({
      to: bob.address,
      value: parseEther('1'),
      maxFeePerGas: parseGwei('3'),
      maxPriorityFeePerGas: parseGwei('1'),
      chain: null,
    })
    const { nonce } = await testClient.getTransaction({ hash: original })
    const replaced: ReplacementInfo[] = []
    const wait = track(
      waitForTransactionReceipt({
        rpcUrl: proxy.url,
        hash: original,
        onReplaced: (info) => replaced.push(info),
        ...fast,
      }),
    )
    // The wait must have seen the original pending before it is superseded.
    await vi.waitFor(() => expect(proxy.count('eth_blockNumber')).toBeGreaterThanOrEqual(1), POLLS_SEEN)
    const replacement = await wallet.sendTransaction({
      ...replacementCall,
      nonce,
      maxFeePerGas: parseGwei('6'),
      maxPriorityFeePerGas: parseGwei('2'),
      chain: null,
    })
    await testClient.mine({ blocks: 1 })
    const receipt = await wait.promise
    expect(receipt.transactionHash).toBe(replacement)
    expect(replaced).toHaveLength(1)
    expect(replaced[0]!.reason).toBe(reason)
    expect(replaced[0]!.replacedTransaction.hash).toBe(original)
    expect(replaced[0]!.transaction.hash).toBe(replacement)
    expect(replaced[0]!.transactionReceipt).toEqual(receipt)
  })
})

describe('failures', () => {
  test('a malformed hash gives InvalidTransactionHashError without asking the node', async () => {
    for (const hash of ['0x1234', `0x${'zz'.repeat(32)}`, 'ab'.repeat(32), `0x${'ab'.repeat(33)}`]) {
      await expect(waitForTransactionReceipt({ rpcUrl: proxy.url, hash: hash as Hash })).rejects.toBeInstanceOf(
        InvalidTransactionHashError,
      )
    }
    await expect(waitForTransactionReceipt({ rpcUrl: proxy.url, hash: '0x1234' })).rejects
      .toThrowErrorMatchingInlineSnapshot(`
      [InvalidTransactionHashError: Invalid transaction hash: 0x1234

      A transaction hash is 0x followed by 64 hex characters.]
    `)
    expect(proxy.methods).toEqual([])
  })

  test('a transaction never mined ends with WaitForTransactionReceiptTimeoutError', async () => {
    const hash = await wallet.sendTransaction({ to: bob.address, value: 3n, chain: null })
    const error = await waitForTransactionReceipt({ rpcUrl: anvil.rpcUrl, hash, timeout: 150, ...fast }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
    expect((error as Error).message.replace(hash, '<hash>')).toMatchInlineSnapshot(
      `"Timed out after 150 ms waiting for the receipt of transaction <hash>"`,
    )
    await testClient.mine({ blocks: 1 })
  })

  test('a node that does not answer gives TransactionRpcError at once', async () => {
    const closed = await startCountingProxy(anvil.rpcUrl)
    await closed.close()
    const error = await waitForTransactionReceipt({ rpcUrl: closed.url, hash: unknownHash }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRpcError)
    expect((error as TransactionRpcError).shortMessage).toBe('Network request failed')
    expect((error as TransactionRpcError).method).toBe('eth_getTransactionByHash')
  })

  test('no RPC URL and no client gives TransactionRpcError', async () => {
    const error = await waitForTransactionReceipt({ rpcUrl: undefined as unknown as string, hash: unknownHash }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(TransactionRpcError)
    expect(error).toMatchInlineSnapshot(`
      [TransactionRpcError: Network request failed

      Details: Neither an RPC URL nor a client was given.]
    `)
  })
})
