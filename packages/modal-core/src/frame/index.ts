// @agentry/modal-core/frame: the embedded wallet (email and social login) over its frame.
export {
  APP_MESSAGE_PREFIX,
  EMAIL_COOLDOWN_MS,
  FRAME_MESSAGE_PREFIX,
  FRAME_NEEDS_USER,
  FRAME_READY,
  FRAME_REQUESTS,
  FRAME_SOCIAL_PROVIDERS,
  FRAME_TIMEOUT_MS,
  FRAME_USER_TIMEOUT_MS,
  TIMED_FRAME_REQUESTS,
  type FrameRequestMessage,
  type FrameRequestName,
  type FrameSocialProvider,
} from './frameProtocol.js'
export { createFrameTransport, type FrameTransport, type FrameTransportParameters } from './frameTransport.js'
export {
  createEmbeddedWalletClient,
  type EmbeddedUser,
  type EmbeddedWalletClient,
} from './createEmbeddedWalletClient.js'
export {
  mountEmbeddedWallet,
  type FramePanelArea,
  type MountedEmbeddedWallet,
  type MountEmbeddedWalletParameters,
} from './mountEmbeddedWallet.js'
export { frameState, resetFrameState, type FrameState } from './frameState.js'
export { offeredSocials, readFrameSocialProviders, type OfferedSocials } from './frameSocialProviders.js'
export {
  clearEmailLoginCache,
  readEmailLoginCache,
  updateEmailLoginCache,
  type EmailLoginCache,
} from '../storage/emailLoginCache.js'
export {
  EmailCooldownError,
  FRAME_METHOD_NOT_ALLOWED_MESSAGE,
  FrameActionNotAllowedError,
  FrameLoadError,
  FrameNotSetError,
  FrameRequestError,
  FrameTimeoutError,
  InvalidFrameInputError,
  LoginNotFreshError,
  SocialLoginError,
  type FrameInputProblem,
} from '../errors/frameErrors.js'
export {
  leaveFarcasterLogin,
  resetFarcasterLogin,
  startFarcasterLogin,
  waitForFarcasterLogin,
} from './farcasterLogin.js'
export { createEmbeddedWalletProvider, type EmbeddedWalletProvider } from './createEmbeddedWalletProvider.js'
export {
  confirmEmailDevice,
  connectEmbeddedWallet,
  EMBEDDED_WALLET_CONNECTOR_ID,
  getEmbeddedWallet,
  isEmbeddedWalletAvailable,
  loginWithEmail,
  resendEmailCode,
  loginWithSocial,
  unmountEmbeddedWallet,
  verifyEmailOtp,
} from './embeddedWalletSession.js'
export { watchPasskeyLogin, type WatchPasskeyLoginParameters } from './passkeyLogin.js'
export { restoreEmbeddedWallet } from './restoreEmbeddedWallet.js'
export {
  exportEmbeddedWallet,
  type ExportEmbeddedWalletParameters,
  type ExportEmbeddedWalletReturnType,
} from './exportEmbeddedWallet.js'
export { isEmbeddedWalletActive } from './isEmbeddedWalletActive.js'
