/**
 * `@agentry/modal-core/evm`: the EVM adapter and its operations one by one. A separate entry so the
 * modal's first load carries none of viem's ABI code or the decimal library.
 */
import type { SendTransferParameters } from './sendTransfer.js'

export { createEvmAdapter, PERMISSION_REVOKE_TIMEOUT_MS, type CreateEvmAdapterParameters } from './createEvmAdapter.js'
export { signMessage, type SignMessageParameters } from './signMessage.js'
export { signTypedData, type SignTypedDataParameters, type TypedData } from './signTypedData.js'
export { sendTransaction, type SendTransactionParameters } from './sendTransaction.js'
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

export type { SendTransferParameters }

/**
 * Sends the native currency or an ERC-20 token and returns the transaction hash (see `sendTransfer.ts`).
 * The entry loads it on the first call: once a static re-export put it and big.js (about 4 KB gzip then)
 * into the first load of every app that imports this entry. The adapter (`createEvmAdapter`) now imports
 * it statically (issue 26: its own chunk cost the views more than the first load pays for it).
 *
 * @throws InvalidSendParametersError ('Please enter a valid amount and receiver address') | UserRejectedError | SendTransactionFailedError
 * @example
 * await sendTransfer({ provider, from, to: '0x7099…', amount: '0.25', decimals: 18 })
 */
export async function sendTransfer(parameters: SendTransferParameters): Promise<`0x${string}`> {
  const module = await import('./sendTransfer.js')
  return await module.sendTransfer(parameters)
}
