import { formatEther, isAddressEqual, isHex, numberToHex, type Hex } from 'viem'
import type { EvmSigner } from '../keys/evmSigner.js'
import { FrameHostError, InvalidPayloadError } from './frameHostErrors.js'
import type { FrameSession } from './handleFrameRequest.js'
import {
  call,
  describeTransaction,
  prepareTransaction,
  signAndSend,
  type PreparedTransaction,
  type RpcUrls,
} from './sendTransaction.js'

/** EIP-5792 status codes the frame answers. */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  /** Nothing of the batch was included on chain (a send failed before any call went through). */
  offchainFailure: 400,
  /** Every call was included and reverted. */
  reverted: 500,
  /** Some calls were included (and may have changed state), others reverted or were never sent. */
  partialFailure: 600,
} as const

/** The most calls one batch may hold. */
export const MAX_CALLS = 10

type Receipt = {
  transactionHash: Hex
  status: Hex
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  logs: unknown[]
}

/** A batch the frame sent, as it remembers it (this page's memory only). */
type Batch = {
  chainId: number
  url: string
  calls: number
  hashes: Hex[]
  receipts: Receipt[]
  /** Set when the batch stopped early: a send failed, or a call reverted (the rest are not sent). */
  stopped: boolean
  done: boolean
}

/** The batches this frame sent, by their id: `wallet_getCallsStatus` reads them. */
export type CallsStore = {
  batches: Map<string, Batch>
  /** The background sending of each batch (tests wait on it). */
  sending: Map<string, Promise<void>>
}

/**
 * An empty store of sent batches; the frame page keeps one for its lifetime (a reload forgets the ids).
 *
 * @example
 * const calls = createCallsStore()
 */
export function createCallsStore(): CallsStore {
  return { batches: new Map(), sending: new Map() }
}

const stores = new WeakMap<FrameSession, CallsStore>()

/**
 * The batches sent in this frame session (one store per session object, kept as long as it lives).
 *
 * @example
 * getCallsStatus([id], callsStoreOf(session))
 */
export function callsStoreOf(session: FrameSession): CallsStore {
  let store = stores.get(session)
  if (!store) stores.set(session, (store = createCallsStore()))
  return store
}

export type CallsServices = {
  signer: EvmSigner
  rpcUrls: RpcUrls
  calls: CallsStore
  approve(title: string, details: string): Promise<void>
  /** How often a receipt is polled, and for how long, per call (default 250 ms, 2 minutes). */
  receiptPoll?: { intervalMs: number; timeoutMs: number }
}

const REQUEST = 'RPC_REQUEST'
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A capability the app marks required (not `optional: true`): this wallet offers none. */
const checkCapabilities = (capabilities: unknown) => {
  if (!isRecord(capabilities)) return
  for (const [name, value] of Object.entries(capabilities))
    if (!isRecord(value) || value.optional !== true)
      throw new FrameHostError('UNSUPPORTED_CAPABILITY', `This wallet does not support the capability ${name}`)
}

const chainUrl = (chainId: number, rpcUrls: RpcUrls) => {
  const url = rpcUrls[String(chainId)]
  if (!url) throw new FrameHostError('CHAIN_NOT_CONFIGURED', `This wallet host cannot send on chain ${chainId}`)
  return url
}

type CallRequest = { to?: Hex; data?: Hex; value?: Hex }

const readCalls = (value: unknown): CallRequest[] => {
  if (!Array.isArray(value) || value.length === 0)
    throw new InvalidPayloadError(REQUEST, 'calls must be a non-empty array')
  if (value.length > MAX_CALLS)
    throw new FrameHostError('TOO_MANY_CALLS', `This wallet sends at most ${MAX_CALLS} calls in one batch`)
  return value.map((item, index) => {
    if (!isRecord(item)) throw new InvalidPayloadError(REQUEST, `call ${index} must be an object`)
    checkCapabilities(item.capabilities)
    for (const field of ['to', 'data', 'value'] as const)
      if (item[field] !== undefined && (typeof item[field] !== 'string' || !isHex(item[field])))
        throw new InvalidPayloadError(REQUEST, `call ${index}: ${field} must be hex`)
    if (typeof item.to === 'string' && item.to.length !== 42)
      throw new InvalidPayloadError(REQUEST, `call ${index}: to must be an address`)
    return { to: item.to as Hex | undefined, data: item.data as Hex | undefined, value: item.value as Hex | undefined }
  })
}

const randomId = () =>
  `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** Every call as the user reads it, with what it may cost; a call whose fee depends on the ones before says so. */
function describeCalls(chainId: number, calls: CallRequest[], prepared: (PreparedTransaction | undefined)[]): string {
  const lines = [
    `Network: chain ${chainId}`,
    `${calls.length} call${calls.length === 1 ? '' : 's'}, sent one after another as separate transactions: ` +
      'if one fails, the ones before it stay done and the ones after are not sent.',
  ]
  let total = 0n
  calls.forEach((item, index) => {
    const tx = prepared[index]
    total += tx?.value ?? BigInt(item.value ?? '0x0')
    const body = tx
      ? describeTransaction(tx).split('\n').slice(1)
      : [
          `To: ${item.to ?? '(new contract)'}`,
          `Value: ${formatEther(BigInt(item.value ?? '0x0'))} ETH`,
          `Data: ${item.data ?? '(none)'}`,
          'Network fee: estimated when sent (it depends on the calls before)',
        ]
    lines.push('', `Call ${index + 1}`, ...body)
  })
  lines.push('', `Total value: ${formatEther(total)} ETH`)
  return lines.join('\n')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitForReceipt(
  url: string,
  hash: Hex,
  { intervalMs, timeoutMs }: { intervalMs: number; timeoutMs: number },
) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(intervalMs)) {
    const receipt = await call<Receipt | null>(url, 'eth_getTransactionReceipt', [hash]).catch(() => null)
    if (receipt) return receipt
  }
  return undefined
}

/** Sends the approved calls one by one: each waits for the one before to be included, and a revert stops the rest. */
async function sendInTurn(
  batch: Batch,
  signer: EvmSigner,
  calls: CallRequest[],
  prepared: (PreparedTransaction | undefined)[],
  poll: { intervalMs: number; timeoutMs: number },
) {
  try {
    for (const [index, item] of calls.entries()) {
      const tx =
        prepared[index] ??
        (await prepareTransaction(
          { ...item, nonce: numberToHex(prepared[0]!.nonce + index) },
          signer.address,
          batch.chainId,
          batch.url,
        ))
      const hash = await signAndSend(signer, tx, batch.url)
      batch.hashes.push(hash)
      const receipt = await waitForReceipt(batch.url, hash, poll)
      if (!receipt) return void (batch.stopped = true)
      batch.receipts.push(receipt)
      if (receipt.status !== '0x1') return void (batch.stopped = true)
    }
  } catch {
    batch.stopped = true
  } finally {
    batch.done = true
  }
}

function statusOf(batch: Batch): number {
  const included = batch.receipts.length
  const succeeded = batch.receipts.filter((receipt) => receipt.status === '0x1').length
  if (!batch.done) return CALLS_STATUS.pending
  if (!batch.stopped && succeeded === batch.calls) return CALLS_STATUS.confirmed
  if (included === 0) return CALLS_STATUS.offchainFailure
  if (succeeded === 0 && included === batch.calls) return CALLS_STATUS.reverted
  return CALLS_STATUS.partialFailure
}

/**
 * `wallet_sendCalls` (EIP-5792) for the frame's EOA: reads the batch (version 1.0 or 2.0.0, `chainId`,
 * `from`, up to {@link MAX_CALLS} calls; a required capability or `atomicRequired: true` is refused, as
 * an EOA cannot batch atomically), fills each call from the chain, shows every call in one confirmation,
 * and once approved answers `{ id }` while it sends the calls one by one as transactions in the
 * background, each after the one before is included (a revert stops the rest).
 *
 * @throws InvalidPayloadError; FrameHostError (USER_REJECTED, ACCOUNT_MISMATCH, CHAIN_NOT_CONFIGURED,
 *   ATOMIC_NOT_SUPPORTED, UNSUPPORTED_CAPABILITY, TOO_MANY_CALLS, DUPLICATE_CALLS_ID, RPC_FAILED)
 * @example
 * const { id } = await sendCalls([{ version: '2.0.0', chainId: '0x539', atomicRequired: false, calls }], services)
 */
export async function sendCalls(
  params: unknown[],
  { signer, rpcUrls, calls: store, approve, receiptPoll = { intervalMs: 250, timeoutMs: 120_000 } }: CallsServices,
): Promise<{ id: string }> {
  const [request] = params
  if (!isRecord(request)) throw new InvalidPayloadError(REQUEST, 'expected { chainId, calls }')
  const { from, chainId: chainHex, atomicRequired, id: given } = request
  if (from !== undefined) {
    if (typeof from !== 'string' || !isHex(from) || from.length !== 42)
      throw new InvalidPayloadError(REQUEST, 'from must be an address')
    if (!isAddressEqual(from, signer.address))
      throw new FrameHostError('ACCOUNT_MISMATCH', 'The request names an account this wallet does not hold')
  }
  if (typeof chainHex !== 'string' || !isHex(chainHex)) throw new InvalidPayloadError(REQUEST, 'chainId must be hex')
  const chainId = Number(BigInt(chainHex))
  if (atomicRequired === true)
    throw new FrameHostError(
      'ATOMIC_NOT_SUPPORTED',
      'This wallet sends calls one by one; it cannot send them atomically',
    )
  checkCapabilities(request.capabilities)
  const calls = readCalls(request.calls)
  if (given !== undefined && (typeof given !== 'string' || given.length === 0 || given.length > 128))
    throw new InvalidPayloadError(REQUEST, 'id must be a string of at most 128 characters')
  const id = (given as string | undefined) ?? randomId()
  if (store.batches.has(id))
    throw new FrameHostError('DUPLICATE_CALLS_ID', `A batch with the id ${id} was sent already`)
  const url = chainUrl(chainId, rpcUrls)

  // Each call filled with its own nonce; a later call whose gas cannot be estimated before the ones before it
  // ran is estimated when it is sent. The first must be estimable: its failure is the app's answer now.
  const first = await prepareTransaction(calls[0], signer.address, chainId, url)
  const prepared: (PreparedTransaction | undefined)[] = [first]
  for (const [index, item] of calls.entries())
    if (index > 0)
      prepared.push(
        await prepareTransaction(
          { ...item, nonce: numberToHex(first.nonce + index) },
          signer.address,
          chainId,
          url,
        ).catch(() => undefined),
      )
  await approve(
    calls.length === 1 ? 'Send transaction' : `Send ${calls.length} transactions`,
    describeCalls(chainId, calls, prepared),
  )

  const batch: Batch = { chainId, url, calls: calls.length, hashes: [], receipts: [], stopped: false, done: false }
  store.batches.set(id, batch)
  store.sending.set(id, sendInTurn(batch, signer, calls, prepared, receiptPoll))
  return { id }
}

/**
 * `wallet_getCallsStatus` (EIP-5792, version 2.0.0 shape) of a batch this frame sent: 100 pending, 200
 * confirmed, 400 nothing included, 500 all reverted, 600 partly done; with the receipts so far.
 *
 * @throws FrameHostError CALLS_NOT_FOUND for an id this frame did not send (or forgot on reload)
 * @example
 * await getCallsStatus(['0x…'], calls) // { version: '2.0.0', id, chainId: '0x539', status: 200, atomic: false, receipts }
 */
export function getCallsStatus(params: unknown[], store: CallsStore) {
  const [id] = params
  const batch = typeof id === 'string' ? store.batches.get(id) : undefined
  if (!batch) throw new FrameHostError('CALLS_NOT_FOUND', 'Unknown bundle id')
  return {
    version: '2.0.0',
    id: id as string,
    chainId: numberToHex(batch.chainId),
    status: statusOf(batch),
    atomic: false,
    receipts: batch.receipts.map(({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs,
      status,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  }
}

/**
 * `wallet_getCapabilities` (EIP-5792) of the frame's account: for each chain the host can send on (or
 * each asked for among them), `atomic: { status: 'unsupported' }`: an EOA sends calls one by one.
 *
 * @throws FrameHostError ACCOUNT_MISMATCH for another address
 * @example
 * getCapabilities([address, ['0x539']], signer.address, rpcUrls) // { '0x539': { atomic: { status: 'unsupported' } } }
 */
export function getCapabilities(params: unknown[], own: Hex, rpcUrls: RpcUrls) {
  const [address, chains] = params
  if (address !== undefined) {
    if (typeof address !== 'string' || !isHex(address) || address.length !== 42)
      throw new InvalidPayloadError(REQUEST, 'the account must be an address')
    if (!isAddressEqual(address, own))
      throw new FrameHostError('ACCOUNT_MISMATCH', 'The request names an account this wallet does not hold')
  }
  const configured = Object.keys(rpcUrls)
    .filter((key) => /^\d+$/.test(key))
    .map((key) => numberToHex(Number(key)))
  const asked = Array.isArray(chains)
    ? chains.filter((chain): chain is Hex => typeof chain === 'string' && isHex(chain) && chain.length <= 66)
    : undefined
  const answered = asked
    ? configured.filter((chain) => asked.some((item) => BigInt(item) === BigInt(chain)))
    : configured
  return Object.fromEntries(answered.map((chain) => [chain, { atomic: { status: 'unsupported' } }]))
}
