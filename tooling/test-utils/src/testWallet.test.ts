import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { startAnvil, type Anvil } from './anvil.js'
import { createTestWallet } from './testWallet.js'

describe('createTestWallet', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil()
  })
  afterAll(async () => {
    await anvil.stop()
  })

  it('connects, signs verifiably and sends a real transaction', async () => {
    const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ACCOUNTS[0].address])
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0x6869', ANVIL_ACCOUNTS[0].address],
    })) as Hex
    expect(await verifyMessage({ address: ANVIL_ACCOUNTS[0].address, message: 'hi', signature })).toBe(true)
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to: ANVIL_ACCOUNTS[1].address, value: `0x${parseEther('1').toString(16)}` }],
    })) as Hex
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
  })

  it('rejects like a user when flagged, with code 4001', async () => {
    const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
    wallet.flags.rejectSignature = true
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', wallet.address] })).rejects.toMatchObject({
      code: 4001,
    })
  })

  it('answers 4902 for an unknown chain and emits chainChanged for a known one', async () => {
    const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl, knownChainIds: [1] })
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    const seen: unknown[] = []
    wallet.on('chainChanged', (id) => seen.push(id))
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(seen).toEqual(['0x1'])
  })
})
