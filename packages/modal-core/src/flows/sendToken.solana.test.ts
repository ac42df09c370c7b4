// @vitest-environment happy-dom
import {
  createSolanaTestWallet,
  startSolanaTestRpc,
  type SolanaTestRpc,
  type SolanaTestWallet,
} from '@agentry/test-utils/solana'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { solanaConnectorId, watchSolanaWallets } from '../connectors/watchSolanaWallets.js'
import type { StandardWallet } from '../adapters/solana/walletStandard.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { connect } from './connect.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { createSolanaLocalnet } from '../networks/solanaNetworks.js'
import { routerState } from '../router/routerState.js'
import { snackbarState } from '../snackbar/snackbarState.js'
import { useWalletFixture } from '../test/walletFixture.js'
import { settleBackgroundWork } from '../utils/background.js'
import { sendState } from '../send/sendState.js'
import { sendToken } from './sendToken.js'

const receiver = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
let rpc: SolanaTestRpc
let solana: SolanaTestWallet
let count = 0
let unwatch: () => void = () => {}
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
  // The Wallet Standard registry lives as long as the page: each test registers a wallet of its own.
  solana = createSolanaTestWallet({ name: `Solana Send Wallet ${++count}` })
  solana.register()
  rpc.setBalance(solana.address, 2_000_000_000n)
  unwatch = watchSolanaWallets()
  await connect({ connectorId: solanaConnectorId(solana.wallet as unknown as StandardWallet) })
  await settleBackgroundWork()
  await fetchTokenBalances({ force: true })
})
afterEach(() => {
  unwatch()
  rpc.failing = false
})

describe('sendToken on Solana', () => {
  test('SOL: the balance read through the adapter, sent, Transaction started, back to Account', async () => {
    const sol = sendState.tokenBalances[0]
    expect(sol).toMatchObject({ symbol: 'SOL', quantity: { decimals: '9', numeric: '2' } })
    Object.assign(sendState, { token: sol, sendTokenAmount: '0.5', receiverAddress: receiver })
    const signature = await sendToken()
    expect(rpc.transfers.at(-1)).toMatchObject({ signature, to: receiver, lamports: 500_000_000n })
    expect(snackbarState).toMatchObject({ message: 'Transaction started', variant: 'success' })
    expect(routerState.history).toEqual(['Account'])
  })

  test('without amount or receiver: Please enter a valid amount and receiver address', async () => {
    const sent = rpc.transfers.length
    Object.assign(sendState, { token: sendState.tokenBalances[0], sendTokenAmount: '0.5', receiverAddress: '' })
    await expect(sendToken()).resolves.toBeUndefined()
    expect(snackbarState.message).toBe('Please enter a valid amount and receiver address')
    expect(rpc.transfers.length).toBe(sent)
  })

  test('an RPC outage while sending: Failed to send transaction. Please try again.', async () => {
    Object.assign(sendState, { token: sendState.tokenBalances[0], sendTokenAmount: '0.25', receiverAddress: receiver })
    rpc.failing = true
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    await expect(sendToken()).resolves.toBeUndefined()
    info.mockRestore()
    expect(snackbarState).toMatchObject({ message: 'Failed to send transaction. Please try again.', variant: 'error' })
    expect(sendState).toMatchObject({ sendTokenAmount: '0.25', loading: false })
  })

  test('declined in the wallet: Signature declined', async () => {
    Object.assign(sendState, { token: sendState.tokenBalances[0], sendTokenAmount: '0.25', receiverAddress: receiver })
    solana.flags.rejectSign = true
    await expect(sendToken()).resolves.toBeUndefined()
    expect(snackbarState).toMatchObject({ message: 'Signature declined', variant: 'error' })
  })
})
