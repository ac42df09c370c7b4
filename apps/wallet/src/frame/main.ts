import { createKeyShareApi } from '../keys/keyShareApi.js'
import { createConfirmView } from './confirmView.js'
import { createFrameHost } from './createFrameHost.js'
import { createExportView } from './exportView.js'
import { createFrameExport } from './exportWallet.js'
import { createFrameWallet } from './frameWallet.js'
import { createHostApi } from './createHostApi.js'
import type { FrameSession } from './handleFrameRequest.js'
import { handleRpcRequest } from './handleRpcRequest.js'
import { listenForSocialProofs } from './handleSocialRequest.js'
import { openFrameDeviceStore } from './openFrameDeviceStore.js'
import { createPasskeyView } from './passkeyView.js'
import { createRestoreView } from './restoreView.js'
import { createSharedDeviceAccess } from './sharedDeviceAccess.js'
import { withSharedDeviceShares } from './sharedDeviceShares.js'
import { createSharedDeviceView } from './sharedDeviceView.js'
import { FRAME_NEEDS_USER } from '@agentry/modal-core/frame'

// The frame page's entry: the server writes the allow list into a meta tag (no inline script under the CSP).
const allowedOrigins = (document.querySelector('meta[name="wallet-allowed-origins"]')?.getAttribute('content') ?? '')
  .split(' ')
  .filter(Boolean)

// The chains' RPC endpoints (WALLET_RPC_URLS), as `chainId=url` pairs: eth_sendTransaction sends there.
const rpcUrls = Object.fromEntries(
  (document.querySelector('meta[name="wallet-rpc-urls"]')?.getAttribute('content') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
)

// The social providers the host has credentials for (WALLET_OAUTH_*, WALLET_OIDC_*): the ready event names them.
const socialProviders = (document.querySelector('meta[name="wallet-social-providers"]')?.getAttribute('content') ?? '')
  .split(' ')
  .filter(Boolean)

// Chromium and Safari give the embedding page's origin in ancestorOrigins; Firefox has only the referrer,
// which the site's default referrer policy (strict-origin-when-cross-origin) reduces to its origin.
const parentOrigin = (() => {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
})()

// The login and key requests go to this host's own API (same origin: the session cookie and the Origin
// check hold). The seed is unlocked into this page's memory only; the dapp gets addresses and signatures.
if (window.parent !== window && parentOrigin) {
  const deviceStore = openFrameDeviceStore({
    onKind: (kind) =>
      kind === 'memory' && console.warn('wallet: no storage for the device share; it lasts this page only'),
  })
  const root = document.getElementById('wallet') ?? document.body
  // A device that cannot unlock asks for the recovery code in the frame; the app shows the frame meanwhile.
  const askRecoveryCode = createRestoreView({
    root,
    needsUser: (needsUser) =>
      allowedOrigins.includes(parentOrigin) &&
      window.parent.postMessage({ type: FRAME_NEEDS_USER, payload: { needsUser } }, parentOrigin),
  })
  // One device share for every site: the host origin's first-party storage behind the frame's own, reached
  // by the frame itself, with Storage Access, or through the host's wallet window (src/vault/).
  const access = createSharedDeviceAccess({ window, parentOrigin })
  const shared = withSharedDeviceShares({
    local: deviceStore,
    access,
    view: createSharedDeviceView({ body: document.body, access }),
  })
  const wallet = createFrameWallet({
    api: createKeyShareApi(),
    deviceStore: shared.deviceStore,
    askRecoveryCode: shared.askRecoveryCode(askRecoveryCode),
  })
  const confirm = createConfirmView({
    root,
    takeRecoveryCode: wallet.takeRecoveryCode,
  })
  const api = createHostApi({ baseUrl: location.origin })
  // The export panel, like the restore panel, asks the app to show the frame while it is open.
  const exportNeedsUser = (needsUser: boolean) =>
    allowedOrigins.includes(parentOrigin) &&
    window.parent.postMessage({ type: FRAME_NEEDS_USER, payload: { needsUser } }, parentOrigin)
  const exporter = createFrameExport({ api, wallet, show: createExportView({ root, needsUser: exportNeedsUser }) })
  // One session for the protocol's requests and the passkey panel: a passkey login is what GET_USER answers.
  const session: FrameSession = { chainId: 1 }
  const passkeyRoot = document.body.appendChild(document.createElement('section'))
  passkeyRoot.setAttribute('aria-label', 'Passkey')
  passkeyRoot.style.cssText = 'font:14px/1.4 system-ui,sans-serif;display:grid;gap:8px;padding:20px'
  const passkey = createPasskeyView({ root: passkeyRoot, api, wallet, session })
  // The request handler sets the session's address once the account resolves: redraw after that.
  const redraw = () => setTimeout(passkey.refresh, 0)
  const host = createFrameHost({
    window,
    parentOrigin,
    allowedOrigins,
    session,
    socialProviders,
    services: {
      api,
      account: (user, options) => wallet.account(user, options).finally(redraw),
      parentOrigin,
      socialProofs: listenForSocialProofs(window, location.origin),
      forget: () => {
        wallet.lock()
        exporter.close()
        redraw()
      },
      exportWallet: exporter.answer,
      rpc: (payload, session) => handleRpcRequest(payload, session, { wallet, confirm, origin: parentOrigin, rpcUrls }),
    },
  })
  if (!host.active) passkeyRoot.remove()
}
