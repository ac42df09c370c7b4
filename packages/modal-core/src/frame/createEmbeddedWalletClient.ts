import { ALERTS } from '../alerts/alerts.js'
import { showAlert } from '../alerts/showAlert.js'
import {
  EmailCooldownError,
  FRAME_METHOD_NOT_ALLOWED_MESSAGE,
  FrameActionNotAllowedError,
  FrameRequestError,
  FrameTimeoutError,
  InvalidFrameInputError,
} from '../errors/frameErrors.js'
import { showError } from '../snackbar/showError.js'
import { clearEmailLoginCache, readEmailLoginCache, updateEmailLoginCache } from '../storage/emailLoginCache.js'
import { EMAIL_COOLDOWN_MS, FRAME_SOCIAL_PROVIDERS, type FrameSocialProvider } from './frameProtocol.js'
import type { FrameTransport } from './frameTransport.js'

/** Spec section 3, "Embedded user info". */
export type EmbeddedUser = {
  email?: string
  address: string
  chainId: number | string
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  smartAccountDeployed?: boolean
  preferredAccountType?: 'eoa' | 'smartAccount'
}

export type EmbeddedWalletClient = {
  /** Sends the login email; resolves with what the user must do next. 30 s cooldown between emails. */
  connectEmail(parameters: { email: string }): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  connectDevice(): Promise<void>
  connectOtp(parameters: { otp: string }): Promise<void>
  /** The URL to send the user to for a social login. */
  getSocialRedirectUri(parameters: { provider: FrameSocialProvider }): Promise<{ uri: string }>
  /** Completes a social login from the redirect's URI. */
  connectSocial(parameters: { uri: string }): Promise<EmbeddedUser>
  /** Starts a Farcaster login: the URL for the Farcaster app (shown as a QR code or link). */
  connectFarcaster(): Promise<{ url: string }>
  getUser(parameters: { chainId?: number | string }): Promise<EmbeddedUser>
  /** Whether the frame has a session; when not, the email login cache is cleared. */
  isConnected(): Promise<boolean>
  signOut(): Promise<void>
  getChainId(): Promise<number | string>
  switchNetwork(parameters: { chainId: number | string }): Promise<void>
  getSmartAccountEnabledNetworks(): Promise<number[]>
  initSmartAccount(): Promise<void>
  setPreferredAccount(parameters: { type: 'eoa' | 'smartAccount' }): Promise<void>
  rpcRequest(parameters: { method: string; params?: unknown }): Promise<unknown>
  updateEmail(parameters: { email: string }): Promise<void>
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<void>
  syncTheme(parameters: {
    themeMode: 'light' | 'dark'
    themeVariables?: Record<string, string | number>
  }): Promise<void>
  syncDappData(parameters: { projectId?: string; sdkVersion: string; metadata?: unknown }): Promise<void>
  reload(): Promise<void>
  /**
   * Asks the frame to show the wallet's recovery phrase in its own panel (the host wants a fresh login);
   * resolves `{ revealed }` once the user closes it. The phrase is never part of the answer.
   */
  exportWallet(): Promise<{ revealed: boolean }>
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const checkEmail = (email: unknown) => {
  if (typeof email !== 'string' || !EMAIL.test(email.trim()))
    throw new InvalidFrameInputError({ problem: 'email', details: JSON.stringify(email) })
  return email.trim()
}
const checkOtp = (otp: unknown) => {
  if (typeof otp !== 'string' || !otp.trim()) throw new InvalidFrameInputError({ problem: 'otp' })
  return otp.trim()
}
const isUser = (value: unknown): value is EmbeddedUser => {
  const user = value as Partial<EmbeddedUser> | null
  return (
    typeof user === 'object' &&
    user !== null &&
    typeof user.address === 'string' &&
    (typeof user.chainId === 'number' || typeof user.chainId === 'string')
  )
}
/** An answer without what the request promises: 'An error occurred'. */
const malformed = (request: string) => new FrameRequestError({ request })
const checkUser = (request: string, value: unknown): EmbeddedUser => {
  if (!isUser(value)) throw malformed(request)
  return value
}

/**
 * The embedded wallet (email and social login) over its frame (spec sections 5 and 7): inputs are
 * checked before anything is sent (email format, a one-time code as a string, the allowed social
 * providers, light or dark theme), login emails are 30 s apart ('Please try again after {n} seconds',
 * also across reloads), and the email login cache follows the session.
 *
 * @example
 * const wallet = createEmbeddedWalletClient({ transport: createFrameTransport({ iframe, origin }) })
 * const { action } = await wallet.connectEmail({ email: 'alice@example.org' })
 * if (action === 'VERIFY_OTP') await wallet.connectOtp({ otp: '123456' })
 */
export function createEmbeddedWalletClient({
  transport,
  now = Date.now,
}: {
  transport: FrameTransport
  now?: () => number
}): EmbeddedWalletClient {
  const { request } = transport
  /** Spec section 8: 'Action not allowed' shows this long after the frame refused the method. */
  const ACTION_NOT_ALLOWED_DELAY_MS = 300
  // Spec section 8: a social login that times out shows an alert (the embedded wallet did not load
  // or answer: 'Invalid App Configuration' covers that case), then fails as usual.
  const alertingTimeout = (error: unknown): never => {
    if (error instanceof FrameTimeoutError) showAlert(ALERTS.invalidAppConfiguration)
    throw error
  }
  return {
    async connectEmail({ email }) {
      const address = checkEmail(email)
      const last = readEmailLoginCache().lastEmailLoginTime
      const wait = last === undefined ? 0 : last + EMAIL_COOLDOWN_MS - now()
      if (wait > 0) throw new EmailCooldownError({ seconds: Math.ceil(wait / 1000) })
      updateEmailLoginCache({ lastEmailLoginTime: now() })
      const answer = await request<{ action?: unknown }>('CONNECT_EMAIL', { email: address })
      updateEmailLoginCache({ email: address })
      return { action: answer?.action === 'VERIFY_DEVICE' ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }
    },
    connectDevice: () => request('CONNECT_DEVICE'),
    connectOtp: ({ otp }) => request('CONNECT_OTP', { otp: checkOtp(otp) }),
    async getSocialRedirectUri({ provider }) {
      if (!FRAME_SOCIAL_PROVIDERS.includes(provider))
        throw new InvalidFrameInputError({ problem: 'socialProvider', details: String(provider) })
      const answer = await request<{ uri?: unknown }>('GET_SOCIAL_REDIRECT_URI', { provider }).catch(alertingTimeout)
      if (typeof answer?.uri !== 'string') throw malformed('GET_SOCIAL_REDIRECT_URI')
      return { uri: answer.uri }
    },
    async connectSocial({ uri }) {
      const user = checkUser('CONNECT_SOCIAL', await request('CONNECT_SOCIAL', { uri }).catch(alertingTimeout))
      updateEmailLoginCache({ socialUsername: user.userName, email: user.email })
      return user
    },
    async connectFarcaster() {
      const answer = await request<{ url?: unknown }>('CONNECT_FARCASTER')
      if (typeof answer?.url !== 'string') throw malformed('CONNECT_FARCASTER')
      return { url: answer.url }
    },
    async getUser({ chainId }) {
      const user = checkUser('GET_USER', await request('GET_USER', { chainId }))
      updateEmailLoginCache({ lastUsedChainId: user.chainId, ...(user.email ? { email: user.email } : {}) })
      return user
    },
    async isConnected() {
      const answer = await request<{ isConnected?: unknown }>('IS_CONNECTED')
      const connected = answer?.isConnected === true
      if (!connected) clearEmailLoginCache()
      return connected
    },
    async signOut() {
      // Cleared first: a frame that fails to answer must not leave the last login behind.
      clearEmailLoginCache()
      await request('SIGN_OUT')
    },
    async getChainId() {
      const answer = await request<{ chainId?: unknown }>('GET_CHAIN_ID')
      const chainId = answer?.chainId
      if (typeof chainId !== 'number' && typeof chainId !== 'string') throw malformed('GET_CHAIN_ID')
      return chainId
    },
    switchNetwork: ({ chainId }) => request('SWITCH_NETWORK', { chainId }),
    async getSmartAccountEnabledNetworks() {
      const answer = await request<{ smartAccountEnabledNetworks?: unknown }>('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
      const networks = Array.isArray(answer?.smartAccountEnabledNetworks)
        ? answer.smartAccountEnabledNetworks.filter((id): id is number => Number.isInteger(id))
        : []
      updateEmailLoginCache({ smartAccountEnabledNetworks: networks })
      return networks
    },
    initSmartAccount: () => request('INIT_SMART_ACCOUNT'),
    setPreferredAccount: ({ type }) => request('SET_PREFERRED_ACCOUNT', { type }),
    async rpcRequest(parameters) {
      try {
        return await request('RPC_REQUEST', parameters)
      } catch (error) {
        if (!(error instanceof FrameRequestError) || error.shortMessage !== FRAME_METHOD_NOT_ALLOWED_MESSAGE)
          throw error
        // Spec section 8: a disallowed method shows its error after 300 ms (once the frame has closed).
        const refused = new FrameActionNotAllowedError({ method: parameters.method })
        setTimeout(() => showError(refused), ACTION_NOT_ALLOWED_DELAY_MS)
        throw refused
      }
    },
    updateEmail: ({ email }) => request('UPDATE_EMAIL', { email: checkEmail(email) }),
    updateEmailPrimaryOtp: ({ otp }) => request('UPDATE_EMAIL_PRIMARY_OTP', { otp: checkOtp(otp) }),
    updateEmailSecondaryOtp: ({ otp }) => request('UPDATE_EMAIL_SECONDARY_OTP', { otp: checkOtp(otp) }),
    async syncTheme({ themeMode, themeVariables }) {
      if (themeMode !== 'light' && themeMode !== 'dark')
        throw new InvalidFrameInputError({ problem: 'themeMode', details: String(themeMode) })
      await request('SYNC_THEME', { themeMode, themeVariables })
    },
    syncDappData: (parameters) => request('SYNC_DAPP_DATA', parameters),
    reload: () => request('RELOAD'),
    async exportWallet() {
      const answer = await request<{ revealed?: unknown }>('EXPORT_WALLET')
      return { revealed: answer?.revealed === true }
    },
  }
}
