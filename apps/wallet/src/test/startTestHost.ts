import type { AddressInfo } from 'node:net'
import { readWalletConfig } from '../server/config.js'
import { createWalletHost, type WalletHost } from '../server/createWalletHost.js'
import { walletClient } from './walletClient.js'

/** The host's public origin in tests: what its API requires as Origin. */
export const TEST_PUBLIC_URL = 'http://localhost:46101'
/** A dapp on the allow list (allowed to embed the frame, never to call the API). */
export const TEST_DAPP_ORIGIN = 'http://localhost:46100'
export const TEST_SESSION_SECRET = 'test-session-secret-'.padEnd(48, 'x')

export type TestHost = WalletHost & {
  base: string
  client: () => ReturnType<typeof walletClient>
  stop(): Promise<void>
}

/**
 * Starts the real host (config read from `env` as in production) on an ephemeral port of 127.0.0.1.
 *
 * @example
 * const host = await startTestHost({ SMTP_URL: 'smtp://127.0.0.1:46110', DATABASE_URL: url })
 * const alice = host.client()
 */
export async function startTestHost(env: Record<string, string>): Promise<TestHost> {
  const config = readWalletConfig({
    WALLET_ALLOWED_ORIGINS: TEST_DAPP_ORIGIN,
    WALLET_PUBLIC_URL: TEST_PUBLIC_URL,
    WALLET_SESSION_SECRET: TEST_SESSION_SECRET,
    WALLET_PGLITE_DIR: 'memory',
    ...env,
  })
  const host = await createWalletHost({ config, frameScript: '' })
  await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`
  return {
    ...host,
    base,
    client: () => walletClient(base, TEST_PUBLIC_URL),
    async stop() {
      host.server.closeAllConnections()
      await new Promise<void>((resolve) => host.server.close(() => resolve()))
      await host.close()
    },
  }
}
