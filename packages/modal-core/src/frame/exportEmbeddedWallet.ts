import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { FrameRequestError, LoginNotFreshError } from '../errors/frameErrors.js'
import { NotConnectedError } from '../errors/providerErrors.js'
import { toErrorData, type ErrorData } from '../errors/toErrorData.js'
import { logQuietly } from '../utils/log.js'
import type { EmbeddedWalletClient } from './createEmbeddedWalletClient.js'
import { getEmbeddedWallet } from './embeddedWalletSession.js'
import { isEmbeddedWalletActive } from './isEmbeddedWalletActive.js'

export type ExportEmbeddedWalletParameters = {
  /** The frame client asked; default the mounted embedded wallet's. */
  client?: Pick<EmbeddedWalletClient, 'exportWallet'>
}

/** `revealed`: the user saw the phrase in the frame's panel; `error` says why nothing was shown. */
export type ExportEmbeddedWalletReturnType =
  | { revealed: boolean; error?: undefined }
  | { revealed: false; error: ErrorData }

/**
 * Asks the embedded wallet's frame to show the wallet's recovery phrase (EXPORT_WALLET). The frame draws its
 * own panel and asks the modal to show it above everything (FRAME_NEEDS_USER, as for restoring a wallet), so
 * the phrase stays in the frame's document; this resolves when the user closes the panel. Never throws: a
 * failure comes back as data to show in any language (`LOGIN_NOT_FRESH` when the login is too old for an
 * export: the user signs in again first; `NOT_CONNECTED` when the account is not the embedded wallet's).
 *
 * @example
 * const { revealed, error } = await exportEmbeddedWallet()
 * if (error) showInline(error.code, error.message)
 */
export async function exportEmbeddedWallet({
  client,
}: ExportEmbeddedWalletParameters = {}): Promise<ExportEmbeddedWalletReturnType> {
  try {
    if (!isEmbeddedWalletActive()) throw new NotConnectedError()
    const frame = client ?? getEmbeddedWallet()?.client
    if (!frame) throw new FeatureUnavailableError({ feature: 'login' })
    return { revealed: (await frame.exportWallet()).revealed }
  } catch (caught) {
    logQuietly('EMBEDDED_EXPORT_FAILED', caught)
    const error =
      caught instanceof FrameRequestError && caught.frameCode === 'LOGIN_NOT_FRESH'
        ? new LoginNotFreshError({ cause: caught })
        : caught
    return { revealed: false, error: toErrorData(error) }
  }
}
