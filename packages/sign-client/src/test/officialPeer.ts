import { SignClient as OfficialSignClient } from '@walletconnect/sign-client'
import { MemoryStorage } from '../storage/MemoryStorage.js'

export type OfficialClient = Awaited<ReturnType<typeof OfficialSignClient.init>>

let counter = 0

/**
 * The official WalletConnect SignClient 2.21.8 (Apache-2.0), set up to run fully offline against our
 * relay: memory storage, telemetry off, its own storage prefix. Test tooling only.
 *
 * @example
 * const wallet = await startOfficialClient({ relayUrl: relay.url, name: 'Official Wallet' })
 */
export async function startOfficialClient({
  relayUrl,
  name,
  disableRequestQueue = false,
}: {
  relayUrl: string
  name: string
  disableRequestQueue?: boolean
}): Promise<OfficialClient> {
  counter += 1
  return OfficialSignClient.init({
    relayUrl,
    projectId: 'interop-test',
    customStoragePrefix: `interop-${counter}-${name.replace(/\W/g, '')}`,
    telemetryEnabled: false,
    logger: 'silent',
    storage: new MemoryStorage() as never,
    metadata: { name, description: `${name} (official client 2.21.8)`, url: 'http://127.0.0.1', icons: [] },
    signConfig: { disableRequestQueue },
  })
}
