import { getBlockchainApi } from '../api/getBlockchainApi.js'
import type { OnrampDestinationWallet } from '../api/onrampApi.js'
import { getActiveAccount } from '../chain/getActiveAccount.js'
import { BaseError } from '../errors/BaseError.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { NotConnectedError } from '../errors/providerErrors.js'
import { onrampState } from './onrampState.js'
import { parseFiatCents } from './parseFiatCents.js'
import { pickOnrampNetwork } from './pickOnrampNetwork.js'
import { recordOnrampError } from './recordOnrampError.js'
import { SAMPLE_ONRAMP_OPTIONS } from './sampleOnrampOptions.js'
import { NO_ERROR } from '../errors/errorState.js'

export type GenerateOnrampUrlParameters = {
  /** Default: the form's amount when it is a valid one. */
  presetFiatAmount?: number
  presetCryptoAmount?: number
}

/**
 * The provider's buy page for the connected account (spec section 7, `POST /v1/generators/onrampurl`):
 * `destinationWallets` is the connected address with the networks of the chosen purchase currency (or
 * of every offered currency), `defaultNetwork` the network it is bought on, `partnerUserId` the
 * address and `defaultExperience` 'buy'.
 *
 * @throws FeatureUnavailableError (no project id; nothing is asked) | NotConnectedError | the service's
 *   HttpStatusError or RpcRequestError — each also shown in `onrampState.error`.
 * @example
 * const url = await generateOnrampUrl()
 * window.open(url, '_blank', 'noopener')
 */
export async function generateOnrampUrl(parameters: GenerateOnrampUrlParameters = {}): Promise<string> {
  Object.assign(onrampState, NO_ERROR)
  const api = getBlockchainApi()
  const { address } = getActiveAccount()
  if (!api) throw recordOnrampError(new FeatureUnavailableError({ feature: 'onramp' }))
  if (!address) throw recordOnrampError(new NotConnectedError())
  const chosen = onrampState.purchaseCurrency
  const currencies = chosen ? [chosen] : (onrampState.options ?? SAMPLE_ONRAMP_OPTIONS).purchaseCurrencies
  const wallet: OnrampDestinationWallet = {
    address,
    blockchains: [...new Set(currencies.flatMap((currency) => currency.networks.map((network) => network.name)))],
    ...(chosen ? { assets: [chosen.symbol] } : {}),
  }
  let presetFiatAmount = parameters.presetFiatAmount
  if (presetFiatAmount === undefined && onrampState.amount !== undefined) {
    try {
      const cents = parseFiatCents(onrampState.amount)
      if (cents > 0n) presetFiatAmount = Number(cents) / 100
    } catch {
      // A half-typed amount only leaves the page without a preset.
    }
  }
  onrampState.loading = true
  try {
    return await api.generateOnrampUrl({
      destinationWallets: [wallet],
      defaultNetwork: chosen ? pickOnrampNetwork(chosen)?.name : undefined,
      partnerUserId: address,
      presetCryptoAmount: parameters.presetCryptoAmount,
      presetFiatAmount,
    })
  } catch (error) {
    if (error instanceof BaseError) recordOnrampError(error)
    throw error
  } finally {
    onrampState.loading = false
  }
}
