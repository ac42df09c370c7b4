import type { HostApi } from './createHostApi.js'
import type { ShowExport } from './exportView.js'
import { FrameHostError, NotSignedInError } from './frameHostErrors.js'
import type { FrameWallet } from './frameWallet.js'
import type { FrameSession } from './handleFrameRequest.js'

export type ExportWalletServices = {
  api: HostApi
  wallet: Pick<FrameWallet, 'exportPhrase'>
  show: ShowExport
  /** Aborted on sign-out: the open panel closes. */
  signal?: () => AbortSignal
}

/**
 * Answers EXPORT_WALLET: asks the host whether the session's login is fresh (`keys/export-check`, 5
 * minutes; else the host's `LOGIN_NOT_FRESH`), then shows the recovery phrase in the frame's own panel.
 * Answers `{ revealed }` when the user closes it: never the phrase, which stays in the frame's document.
 *
 * @throws NotSignedInError; HostApiError (LOGIN_NOT_FRESH, NOT_SIGNED_IN, …); FrameHostError EXPORT_UNAVAILABLE
 * @example
 * await exportWallet(session, { api, wallet, show: createExportView({ root }) }) // { revealed: true }
 */
export async function exportWallet(
  session: FrameSession,
  { api, wallet, show, signal }: ExportWalletServices,
): Promise<{ revealed: boolean }> {
  const { address, email } = session
  if (!address || !email) throw new NotSignedInError()
  await api.post('keys/export-check', {})
  const phrase = wallet.exportPhrase(email)
  if (!phrase)
    throw new FrameHostError('EXPORT_UNAVAILABLE', 'The wallet is not unlocked in this frame. Please sign in again')
  return { revealed: await show({ address, phrase: () => phrase, signal: signal?.() }) }
}

/** The frame page's EXPORT_WALLET answerer, and the sign-out hook that closes an open panel. */
export type FrameExport = { answer(session: FrameSession): Promise<{ revealed: boolean }>; close(): void }

/**
 * Wires {@link exportWallet} for the frame page: `answer` for the request, `close` for the sign-out.
 *
 * @example
 * const exporter = createFrameExport({ api, wallet, show: createExportView({ root, needsUser }) })
 * services.exportWallet = exporter.answer
 */
export function createFrameExport(services: Omit<ExportWalletServices, 'signal'>): FrameExport {
  let controller = new AbortController()
  return {
    answer: (session) => exportWallet(session, { ...services, signal: () => controller.signal }),
    close() {
      controller.abort()
      controller = new AbortController()
    },
  }
}
