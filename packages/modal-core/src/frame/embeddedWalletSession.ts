import { setAccountUser, setSocialLogin } from '../chain/accountFields.js'
import { connect } from '../flows/connect.js'
import { BaseError } from '../errors/BaseError.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { SocialLoginError } from '../errors/frameErrors.js'
import { closeModal } from '../flows/closeModal.js'
import { modalState } from '../modal/modalState.js'
import { optionsState } from '../options/optionsState.js'
import { pushView } from '../router/navigate.js'
import { routerState } from '../router/routerState.js'
import { logQuietly } from '../utils/log.js'
import { addEmbeddedWalletConnector, EMBEDDED_WALLET_CONNECTOR_ID } from './embeddedWalletConnector.js'
import type { FrameSocialProvider } from './frameProtocol.js'
import { frameState } from './frameState.js'
import { mountEmbeddedWallet, type MountedEmbeddedWallet } from './mountEmbeddedWallet.js'
import { errorState, NO_ERROR } from '../errors/errorState.js'

export { EMBEDDED_WALLET_CONNECTOR_ID }

let current: { key: string; wallet: MountedEmbeddedWallet } | undefined

/**
 * True when the app can offer email or social login: a project id (the vendor's page) or our own host
 * (`embeddedWallet.hostUrl`), the `email` feature or some socials, and a page to put the frame in.
 *
 * @example
 * if (isEmbeddedWalletAvailable()) showEmailForm()
 */
export function isEmbeddedWalletAvailable(): boolean {
  const { projectId, embeddedWallet, features } = optionsState
  return (
    Boolean(projectId || embeddedWallet) &&
    (features.email || (Array.isArray(features.socials) && features.socials.length > 0)) &&
    typeof document !== 'undefined'
  )
}

/**
 * The embedded wallet's frame, mounted on first use (hidden), or undefined when email and social login
 * are unavailable. With `embeddedWallet.hostUrl` it is our host's `/frame`, which needs no project id;
 * otherwise the vendor's page for the project. A change of project or frame URL mounts a new one.
 *
 * @example
 * const wallet = getEmbeddedWallet()
 * await wallet?.client.connectEmail({ email })
 */
export function getEmbeddedWallet(): MountedEmbeddedWallet | undefined {
  if (!isEmbeddedWalletAvailable()) return undefined
  const { serviceUrls, embeddedWallet } = optionsState
  const frameUrl = embeddedWallet ? `${embeddedWallet.hostUrl}/frame` : serviceUrls.embeddedWallet
  const projectId = embeddedWallet ? undefined : optionsState.projectId
  const key = `${frameUrl}\n${projectId}`
  if (current?.key !== key) {
    current?.wallet.unmount()
    current = { key, wallet: mountEmbeddedWallet({ frameUrl, ...(projectId ? { projectId } : {}) }) }
  }
  return current.wallet
}

/**
 * Removes the embedded wallet's frame (tests, or an app tearing the modal down).
 *
 * @example
 * unmountEmbeddedWallet()
 */
export function unmountEmbeddedWallet(): void {
  current?.wallet.unmount()
  current = undefined
}

/** Runs a frame step with `frameState.loading` and its failure message in `frameState.error`; never throws. */
async function step<T>(code: string, run: () => Promise<T>): Promise<T | undefined> {
  Object.assign(frameState, { loading: true, ...NO_ERROR })
  try {
    return await run()
  } catch (error) {
    logQuietly(code, error)
    Object.assign(
      frameState,
      errorState(
        error instanceof BaseError
          ? error
          : new BaseError('Something went wrong', { params: { variant: 'somethingWentWrong' }, cause: error }),
      ),
    )
    return undefined
  } finally {
    frameState.loading = false
  }
}

/**
 * Starts an email login: the embedded wallet emails a code (or, for a new device, an approval link),
 * then the EmailOtp view opens for that address. The 30 s cooldown and the address check are the
 * client's; a failure stays on the current view with its message in `frameState.error`. Never throws.
 *
 * @returns true when the email was sent
 * @example
 * await loginWithEmail('alice@example.org') // EmailOtp opens
 */
export async function loginWithEmail(email: string): Promise<boolean> {
  const answer = await step('EMAIL_LOGIN_FAILED', async () => {
    const wallet = getEmbeddedWallet()
    if (!wallet) throw new FeatureUnavailableError({ feature: 'login' })
    return wallet.client.connectEmail({ email })
  })
  if (!answer) return false
  pushView('EmailOtp', { email: email.trim(), verifyDevice: answer.action === 'VERIFY_DEVICE' })
  return true
}

/**
 * Sends the login email again for the EmailOtp view's address (the 30 s cooldown applies: its message
 * lands in `frameState.error`). Never throws.
 *
 * @returns true when sent
 * @example
 * await resendEmailCode('alice@example.org')
 */
export async function resendEmailCode(email: string): Promise<boolean> {
  const answer = await step('EMAIL_RESEND_FAILED', async () => {
    const wallet = getEmbeddedWallet()
    if (!wallet) throw new FeatureUnavailableError({ feature: 'login' })
    return wallet.client.connectEmail({ email })
  })
  return answer !== undefined
}

/**
 * Waits until the user approved this device from the email (the frame answers then); the code step
 * follows. Never throws.
 *
 * @example
 * if (routerState.data?.verifyDevice) await confirmEmailDevice()
 */
export async function confirmEmailDevice(): Promise<boolean> {
  const done = await step('EMAIL_DEVICE_FAILED', async () => {
    await getEmbeddedWallet()?.client.connectDevice()
    return true
  })
  if (done && routerState.data) routerState.data = { ...routerState.data, verifyDevice: false }
  return done === true
}

/**
 * Checks the emailed code and, when it is right, connects the embedded wallet as the active wallet
 * (then the sign-in policy or closing follows, as for any wallet). A wrong code keeps the view with the
 * frame's message. Never throws.
 *
 * @returns true when connected
 * @example
 * await verifyEmailOtp('123456')
 */
export async function verifyEmailOtp(otp: string): Promise<boolean> {
  const verified = await step('EMAIL_OTP_FAILED', async () => {
    const wallet = getEmbeddedWallet()
    if (!wallet) throw new FeatureUnavailableError({ feature: 'login' })
    await wallet.client.connectOtp({ otp })
    return true
  })
  return verified === true && connectEmbeddedWallet()
}

/**
 * Logs in with a social account: opens the provider's page in a popup (opened at once, so the browser
 * allows it), and when the popup comes back to this app's origin passes its URL to the embedded wallet
 * and connects it. Farcaster has its own view (ConnectingFarcaster). Never throws.
 *
 * @returns true when connected
 * @example
 * await loginWithSocial('github')
 */
export async function loginWithSocial(
  provider: Exclude<FrameSocialProvider, 'farcaster'>,
  { pollMs = 250 }: { pollMs?: number } = {},
): Promise<boolean> {
  const popup = window.open('', 'agentry-social-login', 'popup,width=500,height=640')
  setSocialLogin('eip155', { provider, window: popup ?? undefined })
  const user = await step('SOCIAL_LOGIN_FAILED', async () => {
    const wallet = getEmbeddedWallet()
    if (!wallet) throw new FeatureUnavailableError({ feature: 'login' })
    if (!popup) throw new SocialLoginError({ reason: 'blocked' })
    const { uri } = await wallet.client.getSocialRedirectUri({ provider })
    popup.location.href = uri
    const returned = await waitForReturn(popup, pollMs)
    return wallet.client.connectSocial({ uri: returned })
  })
  if (popup && !popup.closed) popup.close()
  const connected = user !== undefined && (await connectEmbeddedWallet())
  // The account keeps who logged in and how; a failed login leaves no social record behind.
  setSocialLogin('eip155', { provider: connected ? provider : undefined, window: undefined })
  if (connected)
    setAccountUser('eip155', {
      user: { email: user.email, userName: user.userName },
      smartAccountDeployed: user.smartAccountDeployed,
    })
  return connected
}

/** Resolves with the popup's URL once it is back on this app's origin; rejects when the user closes it. */
function waitForReturn(popup: Window, pollMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (popup.closed) {
        clearInterval(timer)
        reject(new SocialLoginError({ reason: 'closed' }))
        return
      }
      try {
        // Reading the location throws while the popup is on the provider's origin.
        const href = popup.location.href
        if (href.startsWith(window.location.origin)) {
          clearInterval(timer)
          resolve(href)
        }
      } catch {
        // Still on the provider's page.
      }
    }, pollMs)
  })
}

/**
 * Registers the embedded wallet as a connector and connects it, like any wallet; the modal closes
 * unless the sign-in policy takes over. Never throws (a failure lands in `frameState.error`).
 *
 * @returns true when connected
 * @example
 * await connectEmbeddedWallet()
 */
export async function connectEmbeddedWallet(): Promise<boolean> {
  const connected = await step('EMBEDDED_CONNECT_FAILED', async () => {
    const wallet = getEmbeddedWallet()
    if (!wallet) throw new FeatureUnavailableError({ feature: 'login' })
    addEmbeddedWalletConnector(wallet)
    const view = routerState.view
    await connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    if (!optionsState.siwx && modalState.open && routerState.view === view) closeModal()
    return true
  })
  return connected === true
}
