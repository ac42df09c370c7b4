import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http } from 'viem'
import { ANVIL_ACCOUNTS } from './accounts.js'
import { startAnvil, type Anvil } from './anvil.js'

describe('startAnvil', () => {
  let anvil: Anvil
  beforeAll(async () => {
    anvil = await startAnvil()
  })
  afterAll(async () => {
    await anvil.stop()
  })

  it('runs chain 1337 with funded default accounts', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getChainId()).toBe(1337)
    expect(await client.getBalance({ address: ANVIL_ACCOUNTS[0].address })).toBe(10_000n * 10n ** 18n)
  })
})
