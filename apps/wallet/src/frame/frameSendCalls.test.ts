import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { startAnvil, type Anvil } from '@agentry/test-utils/anvil'
import { createPublicClient, createWalletClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryDeviceShareStore } from '../keys/deviceShare.js'
import type { KeyShareApi, StoredKeyShares } from '../keys/keyShareApi.js'
import type { FrameHostError } from './frameHostErrors.js'
import { createFrameWallet } from './frameWallet.js'
import { handleRpcRequest, type SignatureRequest } from './handleRpcRequest.js'
import { callsStoreOf } from './sendCalls.js'

// EIP-5792 from the frame against a real anvil: one confirmation for the whole batch, the calls sent one by
// one as transactions signed in the frame, the status read from their receipts.
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
})
afterAll(async () => {
  await anvil?.stop()
})

const chain = () =>
  ({
    id: 1337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  }) as const
const reader = () => createPublicClient({ chain: chain(), transport: http(anvil.rpcUrl) })
const funder = () =>
  createWalletClient({ chain: chain(), account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey), transport: http() })

/** A contract whose every call reverts: runtime PUSH1 0 PUSH1 0 REVERT, behind init code that returns it. */
const REVERTER_INIT = '0x600580600b6000396000f360006000fd' as const

const signedInFrame = async () => {
  let stored: StoredKeyShares | null = null
  const api: KeyShareApi = {
    store: async ({ proof: _proof, ...shares }) => void (stored = shares),
    fetch: async () => stored,
  }
  const wallet = createFrameWallet({ api, deviceStore: createMemoryDeviceShareStore() })
  const email = `calls${Date.now()}${Math.random()}@example.org`
  const address = (await wallet.account({ email }))!
  const shown: SignatureRequest[] = []
  let answer = true
  const session = { chainId: 1337 as number | string, email, address }
  const rpc = (method: string, params: unknown[]) =>
    handleRpcRequest({ method, params }, session, {
      wallet,
      origin: 'http://127.0.0.1:3000',
      confirm: async (request) => (shown.push(request), answer),
      rpcUrls: { '1337': anvil.rpcUrl },
    })
  await reader().waitForTransactionReceipt({
    hash: await funder().sendTransaction({ to: address, value: parseEther('2') }),
  })
  const settled = (id: string) => callsStoreOf(session).sending.get(id)
  return { address, shown, rpc, settled, reject: () => (answer = false) }
}

/** Fresh addresses (no checksum letters), empty on anvil. */
const RECIPIENTS = [
  '0x1000000000000000000000000000000000000001',
  '0x1000000000000000000000000000000000000002',
  '0x1000000000000000000000000000000000000003',
] as const
const hex = (value: bigint) => `0x${value.toString(16)}` as Hex
const codeOf = (promise: Promise<unknown>) => promise.then(String, (error: FrameHostError) => error.code)

describe('wallet_sendCalls in the frame', () => {
  it('shows every call in one confirmation, sends them one by one, and the status comes from the receipts', async () => {
    const { address, shown, rpc, settled } = await signedInFrame()
    const [a, b] = [RECIPIENTS[0], RECIPIENTS[1]]
    const before = await Promise.all([reader().getBalance({ address: a }), reader().getBalance({ address: b })])
    const calls = [
      { to: a, value: hex(parseEther('0.1')) },
      { to: b, value: hex(parseEther('0.2')), data: '0xc0ffee' },
      { to: a, value: hex(parseEther('0.3')) },
    ]
    const { id } = (await rpc('wallet_sendCalls', [
      { version: '2.0.0', from: address, chainId: '0x539', atomicRequired: false, calls },
    ])) as { id: string }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    // Answered once approved; the calls are still being sent.
    expect(((await rpc('wallet_getCallsStatus', [id])) as { status: number }).status).toBe(100)

    expect(shown).toHaveLength(1)
    expect(shown[0]!.title).toBe('Send 3 transactions')
    const details = shown[0]!.details
    expect(details.match(/^Call \d$/gm)).toEqual(['Call 1', 'Call 2', 'Call 3'])
    expect(details).toContain(`To: ${b}\nValue: 0.2 ETH\nData: 0xc0ffee`)
    expect(details.match(/Network fee: up to 0\.\d+ ETH/g)).toHaveLength(3)
    expect(details).toContain('Total value: 0.6 ETH')

    await settled(id)
    const status = (await rpc('wallet_getCallsStatus', [id])) as {
      status: number
      chainId: string
      atomic: boolean
      receipts: { status: string; transactionHash: Hex }[]
    }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x539', status: 200, atomic: false })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1', '0x1'])
    // Three transactions from the frame's account, in order, each on chain.
    const txs = await Promise.all(
      status.receipts.map((receipt) => reader().getTransaction({ hash: receipt.transactionHash })),
    )
    expect(txs.map((tx) => [tx.from.toLowerCase(), tx.nonce, tx.to])).toEqual([
      [address.toLowerCase(), 0, a.toLowerCase()],
      [address.toLowerCase(), 1, b.toLowerCase()],
      [address.toLowerCase(), 2, a.toLowerCase()],
    ])
    expect(txs[1]!.input).toBe('0xc0ffee')
    expect((await reader().getBalance({ address: a })) - before[0]).toBe(parseEther('0.4'))
    expect((await reader().getBalance({ address: b })) - before[1]).toBe(parseEther('0.2'))
  })

  it('stops at a call that cannot go through: the calls before stay done, status 600', async () => {
    const { rpc, settled, shown } = await signedInFrame()
    const deployed = await reader().waitForTransactionReceipt({
      hash: await funder().sendTransaction({ data: REVERTER_INIT }),
    })
    const reverter = deployed.contractAddress!
    const to = RECIPIENTS[2]
    const { id } = (await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x539',
        atomicRequired: false,
        calls: [
          { to, value: '0x1' },
          { to: reverter, data: '0x01' },
          { to, value: '0x2' },
        ],
      },
    ])) as { id: string }
    // The second call's fee cannot be known before the first ran: the confirmation says so.
    expect(shown[0]!.details).toContain('Network fee: estimated when sent')
    await settled(id)
    const status = (await rpc('wallet_getCallsStatus', [id])) as { status: number; receipts: unknown[] }
    expect(status.status).toBe(600)
    expect(status.receipts).toHaveLength(1)
    // The first call alone went through.
    expect(await reader().getBalance({ address: reverter })).toBe(0n)
  })

  it('sends nothing when rejected, and refuses atomic batches, required capabilities, bad input and unknown ids', async () => {
    const { address, rpc, reject } = await signedInFrame()
    const to = ANVIL_ACCOUNTS[2].address
    const batch = (extra: Record<string, unknown> = {}) => [
      { version: '2.0.0', chainId: '0x539', atomicRequired: false, calls: [{ to, value: '0x1' }], ...extra },
    ]
    expect(await codeOf(rpc('wallet_sendCalls', batch({ atomicRequired: true })))).toBe('ATOMIC_NOT_SUPPORTED')
    expect(await codeOf(rpc('wallet_sendCalls', batch({ capabilities: { paymasterService: { url: 'x' } } })))).toBe(
      'UNSUPPORTED_CAPABILITY',
    )
    expect(
      await codeOf(rpc('wallet_sendCalls', batch({ capabilities: { paymasterService: { optional: true } } }))),
    ).not.toBe('UNSUPPORTED_CAPABILITY')
    expect(await codeOf(rpc('wallet_sendCalls', batch({ from: ANVIL_ACCOUNTS[1].address })))).toBe('ACCOUNT_MISMATCH')
    expect(await codeOf(rpc('wallet_sendCalls', batch({ chainId: '0x2105' })))).toBe('CHAIN_NOT_CONFIGURED')
    expect(await codeOf(rpc('wallet_sendCalls', batch({ calls: [] })))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('wallet_sendCalls', batch({ calls: [{ to: 'nope' }] })))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('wallet_sendCalls', batch({ calls: Array(11).fill({ to }) })))).toBe('TOO_MANY_CALLS')
    expect(await codeOf(rpc('wallet_sendCalls', [null]))).toBe('INVALID_PAYLOAD')
    expect(await codeOf(rpc('wallet_getCallsStatus', ['0x1234']))).toBe('CALLS_NOT_FOUND')
    expect(await codeOf(rpc('wallet_getCallsStatus', []))).toBe('CALLS_NOT_FOUND')

    const sentBefore = await reader().getTransactionCount({ address })
    reject()
    expect(await codeOf(rpc('wallet_sendCalls', batch({ id: 'mine' })))).toBe('USER_REJECTED')
    expect(await reader().getTransactionCount({ address })).toBe(sentBefore)
    // A rejected batch leaves no id behind.
    expect(await codeOf(rpc('wallet_getCallsStatus', ['mine']))).toBe('CALLS_NOT_FOUND')
  })

  it('answers its capabilities for the chains it can send on, and only for its own account', async () => {
    const { address, rpc } = await signedInFrame()
    expect(await rpc('wallet_getCapabilities', [address])).toEqual({ '0x539': { atomic: { status: 'unsupported' } } })
    expect(await rpc('wallet_getCapabilities', [address, ['0x539', '0x1', 'junk']])).toEqual({
      '0x539': { atomic: { status: 'unsupported' } },
    })
    expect(await rpc('wallet_getCapabilities', [address, ['0x1']])).toEqual({})
    expect(await codeOf(rpc('wallet_getCapabilities', [ANVIL_ACCOUNTS[1].address]))).toBe('ACCOUNT_MISMATCH')
  })
})
