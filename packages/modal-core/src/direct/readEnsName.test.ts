import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ANVIL_ACCOUNTS, deployTestOffchainLookup, startAnvil, type Anvil } from '@agentry/test-utils'
import { createPublicClient, encodeAbiParameters, http, type Address } from 'viem'
import { getEnsName } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { readEnsName } from './readEnsName.js'

const [alice, bob] = ANVIL_ACCOUNTS
let anvil: Anvil
let gateway: Server
let base: string
let named: CaipNetwork
let broken: CaipNetwork

beforeAll(async () => {
  // A name gateway: the reverse name (the address's 20 bytes) in, the primary name ABI-encoded out.
  gateway = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      if (request.url !== '/name') return void response.writeHead(502).end()
      const { data } = JSON.parse(text) as { data: string }
      const name = data.toLowerCase() === alice.address.toLowerCase() ? 'alice.eth' : ''
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ data: encodeAbiParameters([{ type: 'string' }], [name]) }))
    })
  })
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`
  anvil = await startAnvil()
  const withResolver = (address: Address): CaipNetwork => ({
    ...createLocalDevChain({ rpcUrl: anvil.rpcUrl }),
    contracts: { ensUniversalResolver: { address } },
  })
  named = withResolver(await deployTestOffchainLookup({ rpcUrl: anvil.rpcUrl, urls: [`${base}/name`] }))
  broken = withResolver(await deployTestOffchainLookup({ rpcUrl: anvil.rpcUrl, urls: [`${base}/down`] }))
})
afterAll(async () => {
  await anvil.stop()
  gateway.close()
})

const viemName = (network: CaipNetwork, address: Address) =>
  getEnsName(createPublicClient({ transport: http(anvil.rpcUrl) }), {
    address,
    universalResolverAddress: network.contracts!.ensUniversalResolver!.address as Address,
  })

describe('readEnsName through a Universal Resolver that answers by CCIP-read and the local batch gateway', () => {
  test('the primary name from the gateway, as viem getEnsName reads it', async () => {
    await expect(readEnsName({ network: named, address: alice.address })).resolves.toBe('alice.eth')
    await expect(viemName(named, alice.address)).resolves.toBe('alice.eth')
  })

  test('ResolverNotFound (no name): null, as viem', async () => {
    await expect(readEnsName({ network: named, address: bob.address.toLowerCase() })).resolves.toBeNull()
    await expect(viemName(named, bob.address)).resolves.toBeNull()
  })

  test('a gateway that fails (HttpError through the batch): null, as viem', async () => {
    await expect(readEnsName({ network: broken, address: alice.address })).resolves.toBeNull()
    await expect(viemName(broken, alice.address)).resolves.toBeNull()
  })

  test('a network without a resolver: null, the chain not asked', async () => {
    await expect(
      readEnsName({ network: createLocalDevChain({ rpcUrl: 'http://127.0.0.1:9' }), address: alice.address }),
    ).resolves.toBeNull()
  })

  test('an RPC that does not answer: Network request failed', async () => {
    await expect(
      readEnsName({
        network: { ...named, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } },
        address: alice.address,
      }),
    ).rejects.toThrow('Network request failed')
  })
})
