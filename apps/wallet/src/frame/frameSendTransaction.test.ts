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

// eth_sendTransaction from the frame against a real anvil: filled from the chain, shown, signed in the
// frame with the wallet's derived key, sent raw, and checked on chain.
let anvil: Anvil

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1337 })
})
afterAll(async () => {
  await anvil?.stop()
})

const chainClients = () => {
  const chain = {
    id: 1337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  } as const
  return {
    reader: createPublicClient({ chain, transport: http(anvil.rpcUrl) }),
    funder: createWalletClient({
      chain,
      account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey),
      transport: http(),
    }),
  }
}

const signedInFrame = async () => {
  let stored: StoredKeyShares | null = null
  const api: KeyShareApi = {
    store: async ({ proof: _proof, ...shares }) => void (stored = shares),
    fetch: async () => stored,
  }
  const wallet = createFrameWallet({ api, deviceStore: createMemoryDeviceShareStore() })
  const email = 'sender@example.org'
  const address = (await wallet.account({ email }))!
  const shown: SignatureRequest[] = []
  let answer = true
  const session = { chainId: 1337 as number | string, email, address }
  const send = (tx: Record<string, unknown>) =>
    handleRpcRequest({ method: 'eth_sendTransaction', params: [tx] }, session, {
      wallet,
      origin: 'http://127.0.0.1:3000',
      confirm: async (request) => (shown.push(request), answer),
      rpcUrls: { '1337': anvil.rpcUrl },
    })
  return { address, shown, send, session, reject: () => (answer = false) }
}

describe('eth_sendTransaction in the frame', () => {
  it('shows to, value, data and the fee, signs in the frame, and the transfer lands on chain', async () => {
    const { reader, funder } = chainClients()
    const { address, shown, send } = await signedInFrame()
    await reader.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
    })
    const to = ANVIL_ACCOUNTS[2].address
    const before = await reader.getBalance({ address: to })

    const hash = (await send({ from: address, to, value: `0x${parseEther('0.25').toString(16)}` })) as Hex
    const receipt = await reader.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await reader.getBalance({ address: to })) - before).toBe(parseEther('0.25'))

    expect(shown).toHaveLength(1)
    expect(shown[0]?.title).toBe('Send transaction')
    expect(shown[0]?.details).toContain(`To: ${to}`)
    expect(shown[0]?.details).toContain('Value: 0.25 ETH')
    expect(shown[0]?.details).toContain('Data: (none)')
    expect(shown[0]?.details).toMatch(/Network fee: up to 0\.\d+ ETH/)
  })

  it('sends nothing when the user rejects, and refuses a chain it has no RPC for', async () => {
    const { reader } = chainClients()
    const { address, send, reject, session } = await signedInFrame()
    const code = (promise: Promise<unknown>) => promise.then(String, (error: FrameHostError) => error.code)
    reject()
    expect(await code(send({ to: ANVIL_ACCOUNTS[2].address, value: '0x1' }))).toBe('USER_REJECTED')
    expect(await reader.getTransactionCount({ address })).toBe(0)
    session.chainId = 8453
    expect(await code(send({ to: ANVIL_ACCOUNTS[2].address, value: '0x1' }))).toBe('CHAIN_NOT_CONFIGURED')
    session.chainId = 1337
    expect(await code(send({ from: ANVIL_ACCOUNTS[1].address, to: ANVIL_ACCOUNTS[2].address }))).toBe(
      'ACCOUNT_MISMATCH',
    )
  })
})
