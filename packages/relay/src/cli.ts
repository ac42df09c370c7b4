#!/usr/bin/env node
import { CLI_USAGE, parseCliArgs } from './cliArgs.js'
import { startRelay } from './startRelay.js'

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseCliArgs>
  try {
    parsed = parseCliArgs(process.argv.slice(2), process.env)
  } catch (error) {
    console.error(`agentry-relay: ${error instanceof Error ? error.message : String(error)}\n\n${CLI_USAGE}`)
    process.exitCode = 2
    return
  }
  if (parsed.help) {
    console.info(CLI_USAGE)
    return
  }
  const relay = await startRelay(parsed.parameters)
  console.info(`Agentry relay listening on ${relay.url}`)
  console.info(relay.metricsUrl ? `Metrics on ${relay.metricsUrl}` : 'Metrics off')
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    // A second signal means "now": the first one's drain is cut short.
    if (stopping) process.exit(1)
    stopping = true
    console.info(`agentry-relay: ${signal}: closing connections (1001) and storing the publishes under way`)
    relay.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error('agentry-relay: failed to start:', error instanceof Error ? error.message : error)
  process.exitCode = 1
})
