import { startAnvil } from '@agentry/test-utils'
import { EXAMPLES, serveExample, type ExampleServer } from './servers'

/** Starts a real anvil (chain 1337) and every built example in EXAMPLES_WORK; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = process.env.EXAMPLES_WORK
  if (!work) throw new Error('EXAMPLES_WORK is not set: run tooling/scripts/examples.sh')
  const anvil = await startAnvil({ chainId: 1337 })
  const servers: ExampleServer[] = []
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await anvil.stop()
  }
  try {
    for (const name of EXAMPLES) {
      const server = await serveExample(work, name)
      servers.push(server)
      process.env[`EXAMPLE_URL_${name.toUpperCase()}`] = server.url
    }
  } catch (error) {
    await stop()
    throw error
  }
  process.env.E2E_RPC_URL = anvil.rpcUrl
  return stop
}
