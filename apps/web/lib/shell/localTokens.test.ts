import { freePort, startAnvil, type Anvil } from '@agentry/test-utils'
import { deployTestToken } from '@agentry/test-utils/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localTokens } from './localTokens'

describe('localTokens', () => {
  let anvil: Anvil

  beforeAll(async () => {
    anvil = await startAnvil()
  }, 60_000)
  afterAll(async () => {
    await anvil.stop()
  })

  it("lists the local chain's token with the name, symbol and decimals its contract answers", async () => {
    const token = await deployTestToken({
      rpcUrl: anvil.rpcUrl,
      name: 'Agentry Test Token',
      symbol: 'AGT',
      decimals: 6,
    })
    await expect(localTokens({ rpcUrl: anvil.rpcUrl, contracts: { token: token.address } })).resolves.toEqual([
      { address: token.address, name: 'Agentry Test Token', symbol: 'AGT', decimals: 6 },
    ])
  }, 60_000)

  it('is empty when no token is deployed', async () => {
    await expect(
      localTokens({ rpcUrl: anvil.rpcUrl, contracts: { multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11' } }),
    ).resolves.toEqual([])
  })

  it('is empty, not a rejection, when the address holds no ERC-20 or the node does not answer', async () => {
    const contracts = { token: '0x00000000000000000000000000000000000000aa' } as const
    await expect(localTokens({ rpcUrl: anvil.rpcUrl, contracts })).resolves.toEqual([])
    const silent = `http://127.0.0.1:${await freePort()}`
    await expect(localTokens({ rpcUrl: silent, contracts, timeoutMs: 500 })).resolves.toEqual([])
  })
})
