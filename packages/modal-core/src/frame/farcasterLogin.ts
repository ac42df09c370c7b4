import { BaseError } from '../errors/BaseError.js'
import { getActiveChain } from '../chain/chainState.js'
import { goBack } from '../router/goBack.js'
import { pushView } from '../router/navigate.js'
import { logQuietly } from '../utils/log.js'
import type { EmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { frameState } from './frameState.js'

/**
 * Starts a Farcaster login through the embedded wallet: asks the frame for the Farcaster URL, keeps it
 * in `accountState.farcasterUrl` and opens ConnectingFarcaster, which shows it as a QR code and link.
 * A failure lands in `frameState.error` and the view does not open. Never throws.
 *
 * @example
 * await startFarcasterLogin({ client })
 * getActiveChain().accountState.farcasterUrl // 'https://farcaster.xyz/~/siwf?channelToken=…'
 */
export async function startFarcasterLogin({ client }: { client: EmbeddedWalletClient }): Promise<void> {
  Object.assign(frameState, { loading: true, error: undefined })
  try {
    const { url } = await client.connectFarcaster()
    getActiveChain().accountState.farcasterUrl = url
    pushView('ConnectingFarcaster')
  } catch (error) {
    logQuietly('FARCASTER_LOGIN_FAILED', error)
    frameState.error = error instanceof BaseError ? error.shortMessage : 'Something went wrong'
  } finally {
    frameState.loading = false
  }
}

/**
 * Back from ConnectingFarcaster (spec section 4): with no account connected, the Farcaster URL is
 * reset and the embedded wallet reloaded, so a later attempt starts clean; then the usual back.
 *
 * @example
 * await leaveFarcasterLogin({ client }) // the view's back button
 */
export async function leaveFarcasterLogin({ client }: { client: EmbeddedWalletClient }): Promise<void> {
  const { accountState } = getActiveChain()
  if (!accountState.address) {
    accountState.farcasterUrl = undefined
    await client.reload().catch((error: unknown) => logQuietly('FRAME_RELOAD_FAILED', error))
  }
  goBack()
}
