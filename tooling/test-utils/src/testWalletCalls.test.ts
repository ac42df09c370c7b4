import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, http, toHex, type Address, type Hex } from 'viem'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { startAnvil, type Anvil } from './anvil.js'
import { createTestWallet } from './testWallet.js'
import { deployTestToken, type TestToken } from './testToken.js'

const [me, friend] = ANVIL_ACCOUNTS

describe('test wallet: EIP-5792 batch calls and EIP-7811 assets, on a real chain', () => {
  let anvil: Anvil
  let token: TestToken
  beforeAll(async () => {
    anvil = await startAnvil()
    token = await deployTestToken({ rpcUrl: anvil.rpcUrl, name: 'Test Dollar', symbol: 'TUSD', decimals: 6 })
  })
  afterAll(async () => {
    await anvil.stop()
  })
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
  const tokenBalance = (owner: Address) =>
    client().readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

  it('deployTestToken gives the deployer the whole supply', async () => {
    expect(await tokenBalance(me.address)).toBe(1_000_000n * 10n ** 6n)
    expect(token).toMatchObject({ symbol: 'TUSD', decimals: 6 })
  })

  it('capabilities are per chain for the connected address only, and say the wallet is not atomic', async () => {
    const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [me.address] })).toEqual({
      '0x539': { atomic: { status: 'unsupported' } },
    })
    await expect(wallet.request({ method: 'wallet_getCapabilities', params: [friend.address] })).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('sendCalls runs each call as a real transaction, in order; getCallsStatus gives their receipts', async () => {
    const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
    await wallet.request({ method: 'eth_requestAccounts' })
    const before = await client().getBalance({ address: friend.address })
    const data =
      `0xa9059cbb${friend.address.slice(2).toLowerCase().padStart(64, '0')}${5_000_000n.toString(16).padStart(64, '0')}` as Hex
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x539',
          from: me.address,
          atomicRequired: false,
          calls: [
            { to: friend.address, value: toHex(10n ** 18n) },
            { to: token.address, data },
          ],
        },
      ],
    })) as { id: Hex }
    const status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts: { status: Hex }[]
    }
    expect(status.status).toBe(200)
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect((await client().getBalance({ address: friend.address })) - before).toBe(10n ** 18n)
    expect(await tokenBalance(friend.address)).toBe(5_000_000n)
  })

  it('refuses what it cannot do: atomic batches, another chain, unknown bundles, a rejecting user', async () => {
    const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl })
    await wallet.request({ method: 'eth_requestAccounts' })
    const call = { to: friend.address, value: '0x1' }
    await expect(
      wallet.request({
        method: 'wallet_sendCalls',
        params: [{ chainId: '0x539', atomicRequired: true, calls: [call] }],
      }),
    ).rejects.toMatchObject({ code: 5760 })
    await expect(
      wallet.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x1', calls: [call] }] }),
    ).rejects.toMatchObject({ code: 5710 })
    await expect(wallet.request({ method: 'wallet_getCallsStatus', params: ['0x01'] })).rejects.toMatchObject({
      code: 5730,
    })
    wallet.flags.rejectTransaction = true
    await expect(
      wallet.request({ method: 'wallet_sendCalls', params: [{ chainId: '0x539', calls: [call] }] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('getAssets reports the native balance and tracked ERC-20s as EIP-7811 assets', async () => {
    const wallet = createTestWallet({ rpcUrl: anvil.rpcUrl, privateKey: friend.privateKey })
    await wallet.request({ method: 'eth_requestAccounts' })
    wallet.trackToken(token.address)
    const assets = (await wallet.request({
      method: 'wallet_getAssets',
      params: [{ account: friend.address }],
    })) as Record<Hex, { address: string; balance: Hex; type: string; metadata: { symbol: string } }[]>
    const list = assets['0x539']!
    expect(list.map((asset) => [asset.type, asset.metadata.symbol])).toEqual([
      ['native', 'ETH'],
      ['erc20', 'TUSD'],
    ])
    expect(BigInt(list[0]!.balance)).toBe(await client().getBalance({ address: friend.address }))
    expect(BigInt(list[1]!.balance)).toBe(await tokenBalance(friend.address))
  })
})
