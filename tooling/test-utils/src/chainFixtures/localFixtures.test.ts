import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
  parseUnits,
  type PublicClient,
} from 'viem'
import { ANVIL_ACCOUNTS, anvilAccount } from '../accounts.js'
import { startAnvil, type Anvil } from '../anvil.js'
import { deployLocalFixtures, LOCAL_FIXTURES_AVATAR, type LocalFixtures } from './localFixtures.js'
import { MULTICALL3_ADDRESS, multicall3Abi } from './multicall3.js'
import { uniswapV3Abis } from './uniswapV3.js'

describe('deployLocalFixtures on a fresh anvil 1337', () => {
  let anvil: Anvil
  let fixtures: LocalFixtures
  let client: PublicClient
  const user = ANVIL_ACCOUNTS[0]

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1337 })
    client = createPublicClient({ transport: http(anvil.rpcUrl) })
    fixtures = await deployLocalFixtures({ rpcUrl: anvil.rpcUrl })
  }, 180_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it("gives anvil's first account dev.eth as its primary name, with its avatar", async () => {
    const universalResolverAddress = fixtures.contracts.ensUniversalResolver
    expect(fixtures).toMatchObject({ chainId: 1337, account: user.address, deployer: anvilAccount(9).address })
    expect(await client.getEnsName({ address: user.address, universalResolverAddress })).toBe('dev.eth')
    expect(await client.getEnsAddress({ name: 'dev.eth', universalResolverAddress })).toBe(user.address)
    expect(await client.getEnsText({ name: 'dev.eth', key: 'avatar', universalResolverAddress })).toBe(
      LOCAL_FIXTURES_AVATAR,
    )
    expect(LOCAL_FIXTURES_AVATAR).toMatch(/^data:image\/svg\+xml,/)
  })

  it('leaves the account AGT from transfers in and out, read through Multicall3 at its canonical address', async () => {
    const { token } = fixtures.contracts
    expect(fixtures.contracts.multicall3).toBe(MULTICALL3_ADDRESS)
    const [balance, symbol] = await client.multicall({
      multicallAddress: MULTICALL3_ADDRESS,
      allowFailure: false,
      contracts: [
        { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user.address] },
        { address: token, abi: erc20Abi, functionName: 'symbol' },
      ],
    })
    expect(symbol).toBe('AGT')
    expect(balance).toBe(parseUnits('1225', 18))
    const logs = await Promise.all(
      fixtures.tokenTransfers.map(async (hash) => {
        const receipt = await client.getTransactionReceipt({ hash })
        return parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })[0]!.args
      }),
    )
    expect(logs.map(({ from, to }) => [from === user.address, to === user.address])).toEqual([
      [false, true],
      [true, false],
      [false, true],
    ])
    expect(
      await client.readContract({
        address: MULTICALL3_ADDRESS,
        abi: multicall3Abi,
        functionName: 'getEthBalance',
        args: [user.address],
      }),
    ).toBeGreaterThan(0n)
  })

  it('quotes ETH to AGT on the Uniswap v3 pool at about 2,000 AGT per ETH, less the fee', async () => {
    const { result } = await client.simulateContract({
      address: fixtures.contracts.uniswapV3QuoterV2,
      abi: uniswapV3Abis.quoterV2,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: fixtures.contracts.weth9,
          tokenOut: fixtures.contracts.token,
          amountIn: parseEther('1'),
          fee: 3000,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
    const [amountOut] = result as readonly [bigint, ...unknown[]]
    expect(amountOut).toBeGreaterThan(parseUnits('1950', 18))
    expect(amountOut).toBeLessThan(parseUnits('2000', 18))
  })

  it('answers ETH/USD 2,000 and AGT/USD 1 from the Chainlink feeds', async () => {
    const abi = parseAbi(['function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)'])
    const read = async (address: `0x${string}`) =>
      (await client.readContract({ address, abi, functionName: 'latestRoundData' }))[1]
    expect(await read(fixtures.contracts.chainlinkEthUsd)).toBe(2_000n * 10n ** 8n)
    expect(await read(fixtures.contracts.chainlinkTokenUsd)).toBe(10n ** 8n)
  })

  it('deploys every contract at the same address on another fresh node, sparing another account', async () => {
    const other = await startAnvil({ chainId: 1337 })
    try {
      const again = await deployLocalFixtures({ rpcUrl: other.rpcUrl, accountKey: ANVIL_ACCOUNTS[2].privateKey })
      expect(again.contracts).toEqual(fixtures.contracts)
      // The README lists these for a person on `npm run local`: a change of deployment order shows here.
      expect(again.contracts).toMatchInlineSnapshot(`
        {
          "chainlinkEthUsd": "0x82C6D3ed4cD33d8EC1E51d0B5Cc1d822Eaa0c3dC",
          "chainlinkTokenUsd": "0x05B4CB126885fb10464fdD12666FEb25E2563B76",
          "ensPublicResolver": "0xd04fF4A75Edd737A73E92b2F2274Cb887d96E110",
          "ensRegistry": "0x2a264F26859166C5BF3868A54593eE716AeBC848",
          "ensReverseRegistrar": "0xc6B8FBF96CF7bbE45576417EC2163AcecFA88ECC",
          "ensUniversalResolver": "0x33b1B5Aa9Aa4Da83a332F0bC5cAC6A903FDE5d92",
          "multicall3": "0xcA11bde05977b3631167028862bE2a173976CA11",
          "token": "0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba",
          "uniswapV3Factory": "0xb19b36b1456E65E3A6D514D3F715f204BD59f431",
          "uniswapV3Pool": "0x571269D43B14D9659A1507dD7223E298e2385410",
          "uniswapV3PositionManager": "0x8ce361602B935680E8DeC218b820ff5056BeB7af",
          "uniswapV3QuoterV2": "0xe1DA8919f262Ee86f9BE05059C9280142CF23f48",
          "uniswapV3SwapRouter02": "0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629",
          "weth9": "0xA15BB66138824a1c7167f5E85b957d04Dd34E468",
        }
      `)
      for (const address of Object.values(again.contracts)) expect(address).toBe(getAddress(address))
      expect(again.account).toBe(ANVIL_ACCOUNTS[2].address)
      const otherClient = createPublicClient({ transport: http(other.rpcUrl) })
      // The deployer pays for everything: anvil's first account is untouched.
      expect(await otherClient.getBalance({ address: user.address })).toBe(parseEther('10000'))
      expect(await otherClient.getTransactionCount({ address: user.address })).toBe(0)
    } finally {
      await other.stop()
    }
  }, 180_000)
})
