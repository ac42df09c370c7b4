import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ANVIL_ACCOUNTS, startAnvil, type Anvil } from '@agentry/test-utils'
import { deployEns, registerEnsName, type Ens } from '@agentry/test-utils/chain-fixtures'
import { createPublicClient, http } from 'viem'
import { getEnsName, getEnsText } from 'viem/actions'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { resetAllState } from '../resetAllState.js'
import { createChainNamesSource } from './createChainNamesSource.js'

// ENS's own registry, public resolver and reverse registrar from their published artifacts; the
// Universal Resolver is the test stand-in over them (test-utils chainFixtures/universalResolver.ts).
// anvil's first account owns `eth` and, here, the non-normalised 'Bob.eth'.
const [bob, mallory, alice] = ANVIL_ACCOUNTS
const nobody = privateKeyToAccount(generatePrivateKey())
let anvil: Anvil
let ens: Ens
let images: Server
let avatarUrl: string
let network: CaipNetwork

beforeAll(async () => {
  images = createServer((request, response) => {
    if (request.url !== '/alice.png') return void response.writeHead(404).end()
    // Public image hosts (the IPFS and Arweave gateways among them) allow any origin; a page reads it only so.
    response
      .writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' })
      .end(Buffer.from('89504e470d0a1a0a', 'hex'))
  })
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve))
  avatarUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/alice.png`
  anvil = await startAnvil()
  ens = await deployEns({ rpcUrl: anvil.rpcUrl })
  await registerEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'alice', ownerKey: alice.privateKey, avatar: avatarUrl })
  // mallory's reverse record names a name whose address record is alice's: the forward check refuses it.
  await registerEnsName({
    rpcUrl: anvil.rpcUrl,
    ens,
    label: 'mallory',
    ownerKey: mallory.privateKey,
    address: alice.address,
  })
  // A reverse record may hold any string: 'Bob.eth' resolves forward, but is not in normalised form.
  await registerEnsName({ rpcUrl: anvil.rpcUrl, ens, label: 'Bob', ownerKey: bob.privateKey })
  network = {
    ...createLocalDevChain({ rpcUrl: anvil.rpcUrl }),
    contracts: { ensUniversalResolver: { address: ens.universalResolver } },
  }
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
  images?.close()
})
afterEach(() => resetAllState())

const viem = () => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('createChainNamesSource: ENS on anvil', () => {
  test("the primary name (reverse record, forward-checked) and its avatar, as viem's ENS actions read them", async () => {
    const identity = await createChainNamesSource().getIdentity({ network, address: alice.address })
    expect(identity).toEqual({ name: 'alice.eth', avatar: avatarUrl })
    const universalResolverAddress = ens.universalResolver
    expect(await getEnsName(viem(), { address: alice.address, universalResolverAddress })).toBe(identity.name)
    expect(await getEnsText(viem(), { name: 'alice.eth', key: 'avatar', universalResolverAddress })).toBe(
      identity.avatar,
    )
  })

  test('a reverse record whose name points at another address: no name, as viem', async () => {
    await expect(createChainNamesSource().getIdentity({ network, address: mallory.address })).resolves.toEqual({
      name: null,
      avatar: null,
    })
    expect(
      await getEnsName(viem(), { address: mallory.address, universalResolverAddress: ens.universalResolver }),
    ).toBe(null)
  })

  test('an address with no reverse record: no name', async () => {
    await expect(createChainNamesSource().getIdentity({ network, address: nobody.address })).resolves.toEqual({
      name: null,
      avatar: null,
    })
  })

  test('a primary name not in normalised form: InvalidEnsNameError, not shown', async () => {
    await expect(createChainNamesSource().getIdentity({ network, address: bob.address })).rejects
      .toThrowErrorMatchingInlineSnapshot(`
      [InvalidEnsNameError: Invalid ENS name

      Details: "Bob.eth": not in normalised form]
    `)
  })

  test('a name resolves to its address record after ENSIP-15 normalisation', async () => {
    const source = createChainNamesSource()
    await expect(source.resolveAddress({ network, name: 'ALICE.eth' })).resolves.toBe(alice.address)
    await expect(source.resolveAddress({ network, name: 'nobody.eth' })).resolves.toBeNull()
  })

  test('a name that does not normalise (a Cyrillic а among Latin letters): InvalidEnsNameError with the reason, the chain not asked', async () => {
    const unreachable = { ...network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const source = createChainNamesSource()
    await expect(source.resolveAddress({ network: unreachable, name: 'p\u0430ypal.eth' })).rejects.toMatchObject({
      name: 'InvalidEnsNameError',
      code: 'ENS_NAME_INVALID',
      shortMessage: 'Invalid ENS name',
    })
    await expect(source.resolveAddress({ network: unreachable, name: 'p\u0430ypal.eth' })).rejects
      .toThrowErrorMatchingInlineSnapshot(`
      [InvalidEnsNameError: Invalid ENS name

      Details: "pаypal.eth": Invalid label "pаypal"‎: illegal mixture: Latin + Cyrillic "а"‎ {430}]
    `)
  })
})
