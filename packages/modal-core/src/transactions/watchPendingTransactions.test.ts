import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { createWalletClient, http, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { TransactionRpcError } from '../errors/transactionErrors.js'
import { startCountingProxy, type CountingProxy } from '@agentry/test-utils/counting-proxy'
import { resetQuietLog } from '../utils/log.js'
import {
  PENDING_TRANSACTIONS_LIMIT,
  PENDING_TRANSACTIONS_POLLING_INTERVAL_MS,
  watchPendingTransactions,
} from './watchPendingTransactions.js'

const [alice, bob] = ANVIL_ACCOUNTS
let anvil: Anvil
let proxy: CountingProxy
let wallet: ReturnType<typeof createWalletClient>
const unwatchers: (() => void)[] = []

function watch(parameters: Omit<Parameters<typeof watchPendingTransactions>[0], 'rpcUrl' | 'client'>) {
  const unwatch = watchPendingTransactions({ rpcUrl: proxy.url, ...parameters })
  unwatchers.push(unwatch)
  return unwatch
}
const send = (value: bigint) =>
  wallet.sendTransaction({ account: privateKeyToAccount(alice.privateKey), to: bob.address, value, chain: null })

beforeAll(async () => {
  // Automine off: sent transactions stay pending, which is what is watched.
  anvil = await startAnvil({ args: ['--no-mining'] })
  proxy = await startCountingProxy(anvil.rpcUrl)
  wallet = createWalletClient({ transport: http(anvil.rpcUrl) })
})
afterAll(async () => {
  await proxy?.close()
  await anvil?.stop()
})
afterEach(() => {
  for (const unwatch of unwatchers.splice(0)) unwatch()
  proxy.methods.length = 0
  proxy.times.length = 0
  vi.restoreAllMocks()
  resetQuietLog()
})

test("the defaults are the specification's", () => {
  expect([PENDING_TRANSACTIONS_POLLING_INTERVAL_MS, PENDING_TRANSACTIONS_LIMIT]).toEqual([30_000, 99])
})

test('disabled by default: nothing is requested', async () => {
  const seen: Hash[] = []
  watch({ onTransactions: (hashes) => seen.push(...hashes), pollingInterval: 5 })
  await send(1n)
  // Enabled, this would have created a filter and polled many times by now.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(proxy.methods).toEqual([])
  expect(seen).toEqual([])
})

test('reports transactions entering the mempool, and unwatching uninstalls the filter', async () => {
  const seen: Hash[] = []
  const unwatch = watch({ enabled: true, onTransactions: (hashes) => seen.push(...hashes), pollingInterval: 20 })
  await vi.waitFor(() => expect(proxy.count('eth_newPendingTransactionFilter')).toBe(1))
  const first = await send(2n)
  const second = await send(3n)
  await vi.waitFor(() => expect(seen).toEqual([first, second]))
  unwatch()
  await vi.waitFor(() => expect(proxy.count('eth_uninstallFilter')).toBe(1))
  const polls = proxy.count('eth_getFilterChanges')
  await send(4n)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(proxy.count('eth_getFilterChanges')).toBe(polls)
  expect(seen).toEqual([first, second])
})

test('stops by itself after 99 polls (the default limit)', async () => {
  const seen: Hash[] = []
  watch({ enabled: true, onTransactions: (hashes) => seen.push(...hashes), pollingInterval: 1 })
  await vi.waitFor(() => expect(proxy.count('eth_uninstallFilter')).toBe(1), { timeout: 10_000 })
  expect(proxy.count('eth_getFilterChanges')).toBe(99)
  expect(proxy.count('eth_newPendingTransactionFilter')).toBe(1)
  await send(5n)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(proxy.count('eth_getFilterChanges')).toBe(99)
  expect(seen).toEqual([])
})

test('a smaller limit stops sooner', async () => {
  watch({ enabled: true, onTransactions: () => {}, pollingInterval: 5, limit: 3 })
  await vi.waitFor(() => expect(proxy.count('eth_uninstallFilter')).toBe(1))
  expect(proxy.count('eth_getFilterChanges')).toBe(3)
})

test('unwatching before the filter exists still uninstalls it', async () => {
  const unwatch = watch({ enabled: true, onTransactions: () => {}, pollingInterval: 5 })
  unwatch()
  await vi.waitFor(() => expect(proxy.count('eth_uninstallFilter')).toBe(1))
  expect(proxy.count('eth_getFilterChanges')).toBe(0)
})

test('RPC failures go to onError as TransactionRpcError, one per poll, and watching continues to the limit', async () => {
  const closed = await startCountingProxy(anvil.rpcUrl)
  await closed.close()
  const errors: Error[] = []
  watchPendingTransactions({
    rpcUrl: closed.url,
    enabled: true,
    onTransactions: () => {},
    onError: (e) => errors.push(e),
    pollingInterval: 5,
    limit: 3,
  })
  await vi.waitFor(() => expect(errors).toHaveLength(3))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(errors).toHaveLength(3)
  expect(errors.every((e) => e instanceof TransactionRpcError)).toBe(true)
  expect(errors.map((e) => (e as TransactionRpcError).method)).toEqual(Array(3).fill('eth_newPendingTransactionFilter'))
})

test('enabled without an RPC URL or client throws TransactionRpcError at once', () => {
  expect(() => watchPendingTransactions({ rpcUrl: '', enabled: true, onTransactions: () => {} })).toThrow(
    TransactionRpcError,
  )
  // Disabled, the missing URL does not matter: nothing will be requested.
  expect(typeof watchPendingTransactions({ rpcUrl: '', onTransactions: () => {} })).toBe('function')
})

test('without onError, failures and a throwing callback are logged quietly', async () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {})
  const closed = await startCountingProxy(anvil.rpcUrl)
  await closed.close()
  watchPendingTransactions({
    rpcUrl: closed.url,
    enabled: true,
    onTransactions: () => {},
    pollingInterval: 5,
    limit: 2,
  })
  await vi.waitFor(() => expect(info).toHaveBeenCalled())
  expect(String(info.mock.calls[0]![0])).toMatch(
    /^\[@agentry\/modal-core\] PENDING_TRANSACTIONS_WATCH_FAILED: Network request failed/,
  )

  watch({
    enabled: true,
    pollingInterval: 5,
    onTransactions: () => {
      throw new Error('listener broke')
    },
  })
  await vi.waitFor(() => expect(proxy.count('eth_newPendingTransactionFilter')).toBe(1))
  await send(6n)
  await vi.waitFor(() =>
    expect(info.mock.calls.map(([line]) => String(line))).toContain(
      '[@agentry/modal-core] PENDING_TRANSACTIONS_WATCH_FAILED: listener broke',
    ),
  )
})
