import { BrowserProvider, parseEther, verifyMessage } from 'ethers'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WALLET_ACCOUNT } from '@agentry/test-utils/official-wallet'
import { connectedPair, startEnvironment, type Environment } from './test/fixtures.js'

// ethers v6 BrowserProvider over our provider: signer, signature, transaction, reads.

let env: Environment
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  env = await startEnvironment()
})
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(async () => {
  await env.stop()
})

describe('ethers v6 BrowserProvider', () => {
  it('signs a message, sends a transaction and waits for it, over WalletConnect', async () => {
    const { provider, wallet, close } = await connectedPair(env)
    closers.push(close)
    const ethersProvider = new BrowserProvider(provider)
    expect((await ethersProvider.getNetwork()).chainId).toBe(1n)
    const signer = await ethersProvider.getSigner()
    expect(signer.address).toBe(WALLET_ACCOUNT.address)

    const signature = await signer.signMessage('hello ethers')
    expect(verifyMessage('hello ethers', signature)).toBe(WALLET_ACCOUNT.address)

    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const response = await signer.sendTransaction({ to, value: parseEther('0.25') })
    const receipt = await response.wait()
    expect(receipt?.status).toBe(1)
    // Balances at the transaction's block and the one before it: a read of 'latest' may come from ethers'
    // 250 ms cache of the same call, made before the transaction was mined.
    const block = receipt!.blockNumber
    const before = await ethersProvider.getBalance(to, block - 1)
    expect((await ethersProvider.getBalance(to, block)) - before).toBe(parseEther('0.25'))
    expect(wallet.requests.map(({ method }) => method)).toEqual(['personal_sign', 'eth_sendTransaction'])
  })
})
