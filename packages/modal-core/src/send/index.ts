// @agentry/modal-core/send: the send form's actions (loaded when the send view opens; it brings the decimal library).
export { sendToken, SEND_MESSAGES } from '../flows/sendToken.js'
export { estimatedTransferGas, loadSendGas, type LoadSendGasParameters } from './loadSendGas.js'
export { validateSend, type ValidateSendParameters } from './validateSend.js'
export { hasInsufficientGas, type HasInsufficientGasParameters } from './hasInsufficientGas.js'
export { InsufficientFundsError, InsufficientGasError } from '../errors/sendErrors.js'
