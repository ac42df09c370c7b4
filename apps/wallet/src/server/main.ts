import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { readWalletConfig } from './config.js'
import { createWalletServer } from './createWalletServer.js'

// The production entry (dist/server.js): the frame script sits beside it as dist/frame.js.
const config = readWalletConfig(process.env)
const frameScript = await readFile(fileURLToPath(new URL('./frame.js', import.meta.url)))
const server = createWalletServer({ config, frameScript })
server.listen(config.port, config.host, () => {
  console.info(`wallet host on ${config.publicOrigin} (listening ${config.host}:${config.port})`)
  console.info(`frame may be embedded by: ${config.allowedOrigins.join(', ')}`)
})

// Graceful shutdown: finish requests in flight, then exit; a stuck client does not hold the process.
const shutdown = () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 5_000).unref()
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
