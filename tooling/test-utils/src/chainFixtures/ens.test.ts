import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseAbi, type PublicClient } from 'viem'
import { ANVIL_ACCOUNTS } from '../accounts.js'
import { startAnvil, type Anvil } from '../anvil.js'
import { deployPriceFeed } from './chainlink.js'
import { deployEns, registerEnsName, type Ens } from './ens.js'

describe('ENS from its published artifacts, read by viem through the Universal Resolver stand-in', () => {
  let anvil: Anvil
  let ens: Ens
  let client: PublicClient
  const [deployer, mallory, alice] = ANVIL_ACCOUNTS

  beforeAll(async () => {
    anvil = await startAnvil()
    client = createPublicClient({ transport: http(anvil.rpcUrl) })
    ens = await deployEns({ rpcUrl: anvil.rpcUrl })
    await registerEnsName({
      rpcUrl: anvil.rpcUrl,
      ens,
      label: 'alice',
      ownerKey: alice.privateKey,
      avatar: 'https://127.0.0.1/alice.png',
    })
    // mallory claims alice's address as her primary name's address: the forward check must refuse it.
    await registerEnsName({
      rpcUrl: anvil.rpcUrl,
      ens,
      label: 'mallory',
      ownerKey: mallory.privateKey,
      address: alice.address,
    })
  }, 120_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  it('resolves the primary name, its address and its avatar record', async () => {
    const universalResolverAddress = ens.universalResolver
    expect(await client.getEnsName({ address: alice.address, universalResolverAddress })).toBe('alice.eth')
    expect(await client.getEnsAddress({ name: 'alice.eth', universalResolverAddress })).toBe(alice.address)
    expect(await client.getEnsText({ name: 'alice.eth', key: 'avatar', universalResolverAddress })).toBe(
      'https://127.0.0.1/alice.png',
    )
  })

  it('gives no name when the reverse record points to a name whose address is another', async () => {
    expect(await client.getEnsName({ address: mallory.address, universalResolverAddress: ens.universalResolver })).toBe(
      null,
    )
  })

  it('gives no name and no address where nothing is registered', async () => {
    const universalResolverAddress = ens.universalResolver
    expect(await client.getEnsName({ address: deployer.address, universalResolverAddress })).toBe(null)
    expect(await client.getEnsAddress({ name: 'nobody.eth', universalResolverAddress })).toBe(null)
  })

  it("deploys Chainlink's test aggregator from its published source, answering latestRoundData", async () => {
    const feed = await deployPriceFeed({ rpcUrl: anvil.rpcUrl, answer: 2_000n * 10n ** 8n })
    const abi = parseAbi([
      'function decimals() view returns (uint8)',
      'function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)',
    ])
    expect(await client.readContract({ address: feed, abi, functionName: 'decimals' })).toBe(8)
    const [, answer] = await client.readContract({ address: feed, abi, functionName: 'latestRoundData' })
    expect(answer).toBe(200_000_000_000n)
  })
})
