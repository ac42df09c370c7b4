import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { startRelay, type RelayServer } from '@agentry/relay'
import { startAnvil } from '@agentry/test-utils'
import { EXAMPLES, exampleUrlVariable, serveExample, type ExampleServer } from './servers'

/**
 * Starts a real anvil (chain 1337), our relay on the port the examples were built for (EXAMPLE_RELAY_URL), and
 * every built example in EXAMPLES_WORK; returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = process.env.EXAMPLES_WORK
  if (!work) throw new Error('EXAMPLES_WORK is not set: run tooling/scripts/examples.sh')
  const relayUrl = process.env.EXAMPLE_RELAY_URL
  if (!relayUrl) throw new Error('EXAMPLE_RELAY_URL is not set: run tooling/scripts/examples.sh')
  const anvil = await startAnvil({ chainId: 1337 })
  const servers: ExampleServer[] = []
  let relay: RelayServer | undefined
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await relay?.close()
    await anvil.stop()
  }
  try {
    relay = await startRelay({ port: Number(new URL(relayUrl).port) })
    // The examples prepared in EXAMPLES_WORK (prepare-examples.mjs may have been given a few by name).
    for (const name of EXAMPLES.filter((example) => existsSync(join(work, example)))) {
      const server = await serveExample(work, name)
      servers.push(server)
      process.env[exampleUrlVariable(name)] = server.url
    }
  } catch (error) {
    await stop()
    throw error
  }
  process.env.E2E_RPC_URL = anvil.rpcUrl
  return stop
}
