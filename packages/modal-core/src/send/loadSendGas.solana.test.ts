// @vitest-environment happy-dom
import {
  createSolanaTestWallet,
  SOLANA_TEST_FEE_LAMPORTS,
  startSolanaTestRpc,
  type SolanaTestRpc,
  type SolanaTestWallet,
} from '@agentry/test-utils/solana'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../flows/connect.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { createSolanaLocalnet } from '../networks/solanaNetworks.js'
import { solanaConnectorId, watchSolanaWallets } from '../connectors/watchSolanaWallets.js'
import type { StandardWallet } from '../adapters/solana/walletStandard.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { loadSendGas } from './loadSendGas.js'
import { sendState } from './sendState.js'

let rpc: SolanaTestRpc
let solana: SolanaTestWallet
let count = 0
let unwatch = () => {}
const receiver = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
const sol = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: 'solana:localnet',
  price: 0,
  quantity: { decimals: '9', numeric: '2' },
  iconUrl: '',
}

beforeAll(async () => {
  rpc = await startSolanaTestRpc()
})
afterAll(async () => {
  await rpc.close()
})
useWalletFixture({
  modal: (rpcUrl) => ({ networks: [createLocalDevChain({ rpcUrl }), createSolanaLocalnet({ rpcUrl: rpc.url })] }),
})
beforeEach(async () => {
  solana = createSolanaTestWallet({ name: `Solana Fee Wallet ${++count}` })
  solana.register()
  rpc.setBalance(solana.address, 2_000_000_000n)
  unwatch = watchSolanaWallets()
  await connect({ connectorId: solanaConnectorId(solana.wallet as unknown as StandardWallet) })
  await settleBackgroundWork()
  Object.assign(sendState, { token: sol, sendTokenAmount: '0.5', receiverAddress: receiver })
})
afterEach(() => {
  unwatch()
  rpc.failing = false
  rpc.stalled = false
})

describe('the send preview fee on Solana', () => {
  test('a SOL send: the node prices the transfer message (getFeeForMessage), one signature', async () => {
    await loadSendGas()
    expect(rpc.methods).toContain('getFeeForMessage')
    expect(sendState).toMatchObject({ fee: String(SOLANA_TEST_FEE_LAMPORTS), feeUnavailable: false })
    // Pricing sends nothing.
    expect(rpc.transfers.filter((transfer) => transfer.from === solana.address)).toEqual([])
  })

  test('an SPL token send is priced too (the mint from the token address)', async () => {
    const mint = rpc.createMint(6)
    rpc.mintTo(mint, solana.address, 5_000_000n)
    const token = {
      ...sol,
      symbol: 'TKN',
      address: `solana:localnet:${mint}`,
      quantity: { decimals: '6', numeric: '5' },
    }
    Object.assign(sendState, { token, sendTokenAmount: '1.5' })
    await loadSendGas()
    expect(sendState).toMatchObject({ fee: String(SOLANA_TEST_FEE_LAMPORTS), feeUnavailable: false })
  })

  test('an RPC outage: the fee is unavailable, not estimating forever', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    rpc.failing = true
    try {
      await loadSendGas()
    } finally {
      info.mockRestore()
    }
    expect(sendState).toMatchObject({ fee: undefined, feeUnavailable: true })
  })

  test('a node that never answers: the fee is unavailable once the bound has passed', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    rpc.stalled = true
    const started = Date.now()
    try {
      await loadSendGas({ timeout: 300 })
    } finally {
      info.mockRestore()
    }
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(sendState).toMatchObject({ fee: undefined, feeUnavailable: true })
  })

  test('a fresh read forgets the last one', async () => {
    await loadSendGas()
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    rpc.failing = true
    const pending = loadSendGas()
    expect(sendState).toMatchObject({ fee: undefined, feeUnavailable: false })
    await pending
    info.mockRestore()
    expect(sendState.feeUnavailable).toBe(true)
  })
})
