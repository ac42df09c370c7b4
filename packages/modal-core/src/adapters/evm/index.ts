/**
 * `@agentry/modal-core/evm`: the EVM adapter and its operations one by one. A separate entry so the
 * modal's first load carries none of viem's ABI code or the decimal library.
 */
export { createEvmAdapter, PERMISSION_REVOKE_TIMEOUT_MS, type CreateEvmAdapterParameters } from './createEvmAdapter.js'
export { signMessage, type SignMessageParameters } from './signMessage.js'
export { signTypedData, type SignTypedDataParameters, type TypedData } from './signTypedData.js'
export { sendTransaction, type SendTransactionParameters } from './sendTransaction.js'
export { sendTransfer, type SendTransferParameters } from './sendTransfer.js'
export { estimateGas, type EstimateGasParameters } from './estimateGas.js'
export { switchChain, type SwitchChainParameters } from './switchChain.js'
export { getCapabilities, type GetCapabilitiesParameters, type WalletCapabilities } from './getCapabilities.js'
export { getAssets, type GetAssetsParameters, type WalletAsset } from './getAssets.js'
export { sendCalls, validateCalls, type Call, type SendCallsParameters } from './sendCalls.js'
export { getCallsStatus, type CallsStatus, type GetCallsStatusParameters } from './getCallsStatus.js'
export { readTokenBalance, type ReadTokenBalanceParameters, type TokenAmount } from './readTokenBalance.js'
export type {
  AdapterBalance,
  AdapterConnection,
  AdapterSendParameters,
  AdapterWatchHandlers,
  ChainAdapter,
} from '../types.js'
