import type { CaipNetwork } from '../../caip/types.js'
import type { Eip1193Provider } from '../types.js'
import { ChainNotSupportedError } from '../../errors/networkErrors.js'
import { UserRejectedError } from '../../errors/providerErrors.js'
import { getRpcCode, toProviderError } from '../../errors/toProviderError.js'
import { quantityToHex } from '../../utils/hex.js'

/** Spec section 8: switch errors that mean "unknown chain, add it first". */
const ADD_CHAIN_CODES = new Set([4902, 5000, -32603, 32603])

function switchErrorCode(error: unknown): number | undefined {
  // Some wallets nest the real code (MetaMask mobile: data.originalError.code).
  const nested = (error as { data?: { originalError?: unknown } } | null)?.data?.originalError
  return getRpcCode(error) ?? getRpcCode(nested)
}

async function addChain(provider: Eip1193Provider, network: CaipNetwork, chainId: `0x${string}`): Promise<void> {
  const explorer = network.blockExplorers?.default.url
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ],
    })
  } catch (error) {
    if (getRpcCode(error) === 4001) throw new UserRejectedError({ action: 'switchChain', cause: error })
    throw new ChainNotSupportedError({ cause: error })
  }
}

async function requestSwitch(provider: Eip1193Provider, chainId: `0x${string}`): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
}

export type SwitchChainParameters = { provider: Eip1193Provider; network: CaipNetwork }

/**
 * Asks an EVM wallet to move to `network` with `wallet_switchEthereumChain`. When the wallet does not
 * know the chain (4902, 5000 or 32603, spec section 8) it is added with `wallet_addEthereumChain` and
 * the switch retried.
 *
 * @throws UserRejectedError ('Network switch declined') | ChainNotSupportedError ('Chain is not supported') | ProviderRequestError
 * @example
 * await switchChain({ provider, network: ethereumMainnet })
 */
export async function switchChain({ provider, network }: SwitchChainParameters): Promise<void> {
  const chainId = quantityToHex(Number(network.id))
  try {
    await requestSwitch(provider, chainId)
  } catch (error) {
    if (!ADD_CHAIN_CODES.has(switchErrorCode(error) ?? 0))
      throw toProviderError(error, 'wallet_switchEthereumChain', 'switchChain')
    await addChain(provider, network, chainId)
    try {
      await requestSwitch(provider, chainId)
    } catch (retryError) {
      throw toProviderError(retryError, 'wallet_switchEthereumChain', 'switchChain')
    }
  }
}
