import { connectEmbeddedWallet } from './embeddedWalletSession.js'
import { BaseError } from '../errors/BaseError.js'
import { getActiveChain } from '../chain/chainState.js'
import { goBack } from '../flows/goBack.js'
import { pushView } from '../router/navigate.js'
import { logQuietly } from '../utils/log.js'
import type { EmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { frameState } from './frameState.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

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
  Object.assign(frameState, { loading: true, ...NO_ERROR })
  try {
    const { url } = await client.connectFarcaster()
    getActiveChain().accountState.farcasterUrl = url
    pushView('ConnectingFarcaster')
  } catch (error) {
    logQuietly('FARCASTER_LOGIN_FAILED', error)
    Object.assign(
      frameState,
      errorState(
        error instanceof BaseError
          ? error
          : new BaseError('Something went wrong', { params: { variant: 'somethingWentWrong' }, cause: error }),
      ),
    )
  } finally {
    frameState.loading = false
  }
}

/**
 * Forgets an unfinished Farcaster login: with no account connected, the Farcaster URL is reset and the
 * embedded wallet reloaded, so a later attempt starts clean (spec section 4). Never throws.
 *
 * @example
 * await resetFarcasterLogin({ client }) // ConnectingFarcaster closed before the login finished
 */
export async function resetFarcasterLogin({ client }: { client: EmbeddedWalletClient }): Promise<void> {
  const { accountState } = getActiveChain()
  if (accountState.address) return
  accountState.farcasterUrl = undefined
  await client.reload().catch((error: unknown) => logQuietly('FRAME_RELOAD_FAILED', error))
}

/**
 * Back from ConnectingFarcaster: {@link resetFarcasterLogin}, then the usual back.
 *
 * @example
 * await leaveFarcasterLogin({ client }) // the view's back button
 */
export async function leaveFarcasterLogin({ client }: { client: EmbeddedWalletClient }): Promise<void> {
  await resetFarcasterLogin({ client })
  goBack()
}

/**
 * Waits while ConnectingFarcaster shows its QR code: asks the embedded wallet every `pollMs` whether the
 * user has approved in Farcaster, then connects it like any wallet. Stops quietly when `signal` aborts
 * (the view closed).
 *
 * @returns true when connected
 * @example
 * const controller = new AbortController()
 * await waitForFarcasterLogin({ client, signal: controller.signal })
 */
export async function waitForFarcasterLogin({
  client,
  signal,
  pollMs = 2000,
}: {
  client: EmbeddedWalletClient
  signal: AbortSignal
  pollMs?: number
}): Promise<boolean> {
  while (!signal.aborted) {
    const connected = await client.isConnected().catch(() => false)
    if (signal.aborted) return false
    if (connected) return connectEmbeddedWallet()
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs)
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true })
    })
  }
  return false
}
