import { recoveryKeyFromPrf } from '../keys/recoveryKey.js'
import type { HostApi } from './createHostApi.js'
import type { FrameWallet } from './frameWallet.js'
import type { FrameSession } from './handleFrameRequest.js'
import { loginWithPasskey, registerPasskey } from './passkeyClient.js'

export type CreatePasskeyViewParameters = {
  /** Where the view is drawn: its own element, beside the confirmation's. */
  root: HTMLElement
  api: HostApi
  wallet: Pick<FrameWallet, 'account' | 'usePasskeyRecovery' | 'protectWithPasskey'>
  /** The frame's session: the same object the frame's request handler reads, so GET_USER answers the login. */
  session: FrameSession
  /** Passkey flows of their own (tests); default the browser's, through `@simplewebauthn/browser`. */
  passkeys?: { login: typeof loginWithPasskey; register: typeof registerPasskey }
}

export type PasskeyView = {
  /** Draws the view for the session as it is now (signed out: log in; signed in: add a passkey). */
  refresh(): void
}

const BUTTON =
  'width:100%;padding:12px;border-radius:12px;border:1px solid #141414;background:#141414;color:#fff;' +
  'font:inherit;cursor:pointer'

/**
 * The frame's passkey panel. Signed out, it offers "Continue with passkey": a discoverable passkey alone
 * signs in, and on a device without the wallet's share its PRF output restores the wallet. Signed in, it
 * offers "Add a passkey": with PRF, the wallet's recovery share is then sealed under the passkey instead of
 * the recovery code. The buttons sit inside the frame because WebAuthn needs a click in the frame's own
 * document. Errors show in an alert line, in the words of the error.
 *
 * @example
 * const view = createPasskeyView({ root, api, wallet, session })
 * view.refresh()
 */
export function createPasskeyView({
  root,
  api,
  wallet,
  session,
  passkeys = { login: loginWithPasskey, register: registerPasskey },
}: CreatePasskeyViewParameters): PasskeyView {
  let busy = false
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  status.style.cssText = 'margin:0;color:#555'
  const alert = document.createElement('p')
  alert.setAttribute('role', 'alert')
  alert.style.cssText = 'margin:0;color:#b00020'
  const button = document.createElement('button')
  button.type = 'button'
  button.style.cssText = BUTTON

  const run = (task: () => Promise<string>) => async () => {
    if (busy) return
    busy = true
    button.disabled = true
    alert.textContent = ''
    try {
      status.textContent = await task()
    } catch (error) {
      status.textContent = ''
      alert.textContent = error instanceof Error ? error.message : 'An error occurred'
    } finally {
      busy = false
      button.disabled = false
      view.refresh()
    }
  }

  const logIn = run(async () => {
    const { user, prf } = await passkeys.login(api)
    session.pendingEmail = undefined
    session.email = user.email
    session.address = undefined
    if (prf) wallet.usePasskeyRecovery(user.email, await recoveryKeyFromPrf(prf))
    session.address = await wallet.account(user)
    return `Signed in as ${user.email}`
  })

  const addPasskey = run(async () => {
    const email = session.email
    const { prf } = await passkeys.register(api)
    if (!prf || !email) return 'Passkey added. It signs you in; your recovery code still restores the wallet'
    if (!(await wallet.protectWithPasskey(email, await recoveryKeyFromPrf(prf))))
      return 'Passkey added. It signs you in; your recovery code still restores the wallet'
    return 'Passkey added. It signs you in and restores this wallet on a new device, as your recovery code does'
  })

  button.addEventListener('click', () => void (session.address ? addPasskey() : logIn()))
  const view: PasskeyView = {
    refresh() {
      button.textContent = session.address ? 'Add a passkey' : 'Continue with passkey'
    },
  }
  root.replaceChildren(button, status, alert)
  view.refresh()
  return view
}
