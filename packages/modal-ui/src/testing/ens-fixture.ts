import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ANVIL_ACCOUNTS } from '@agentry/test-utils'
import { deployEns, registerEnsName } from '@agentry/test-utils/chain-fixtures'
import type { Hex } from 'viem'
import { afterAll, beforeAll } from 'vitest'

/** ENS on the file's anvil, with `alice.eth` the primary name of the test wallet's account and an avatar. */
export type EnsFixture = { universalResolver: Hex; name: string; avatarUrl: string; close: () => void }

/**
 * Deploys ENS from its published artifacts (with the stand-in Universal Resolver) and registers
 * `alice.eth` for anvil's first account (the test wallet's), its avatar an image served on loopback.
 *
 * @example
 * const ens = await startEnsFixture(core.rpcUrl)
 * setUpCore({ rpcUrl: core.rpcUrl, ensUniversalResolver: ens.universalResolver })
 */
export async function startEnsFixture(rpcUrl: string): Promise<EnsFixture> {
  const images: Server = createServer((request, response) => {
    if (request.url !== '/alice.png') return void response.writeHead(404).end()
    // Public image hosts allow any origin; a page can read the answer only so.
    response
      .writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' })
      .end(Buffer.from('89504e470d0a1a0a', 'hex'))
  })
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve))
  const avatarUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/alice.png`
  const ens = await deployEns({ rpcUrl })
  const name = await registerEnsName({
    rpcUrl,
    ens,
    label: 'alice',
    ownerKey: ANVIL_ACCOUNTS[0].privateKey,
    avatar: avatarUrl,
  })
  return { universalResolver: ens.universalResolver, name, avatarUrl, close: () => images.close() }
}

/**
 * `startEnsFixture` on the anvil of `core` for the calling `describe`: deployed before its tests (ENS takes
 * a while, so the hook gets 120 s) and its image server closed after them.
 *
 * @example
 * const core = useCoreFixture()
 * const ens = useEnsFixture(core)
 * it('shows alice.eth', () => setUpCore({ rpcUrl: core.rpcUrl, ensUniversalResolver: ens.universalResolver }))
 */
export function useEnsFixture(core: { readonly rpcUrl: string }): Omit<EnsFixture, 'close'> {
  let ens: EnsFixture | undefined
  beforeAll(async () => {
    ens = await startEnsFixture(core.rpcUrl)
  }, 120_000)
  afterAll(() => ens?.close())
  const started = (): EnsFixture => {
    if (!ens) throw new Error('useEnsFixture: ENS is not deployed yet (use it inside a test)')
    return ens
  }
  return {
    get universalResolver() {
      return started().universalResolver
    },
    get name() {
      return started().name
    },
    get avatarUrl() {
      return started().avatarUrl
    },
  }
}
