import type { OnrampOptions } from '../api/onrampApi.js'
import { getBlockchainApi } from '../api/getBlockchainApi.js'
import { FeatureUnavailableError } from '../errors/featureErrors.js'
import { logQuietly } from '../utils/log.js'
import { onrampState } from './onrampState.js'
import { recordOnrampError } from './recordOnrampError.js'
import { SAMPLE_ONRAMP_OPTIONS } from './sampleOnrampOptions.js'
import { NO_ERROR } from '../errors/errorState.js'

// Keeps the user's choices when the new options still offer them; otherwise the first offered.
function selectDefaults(options: OnrampOptions): void {
  const purchase =
    options.purchaseCurrencies.find((currency) => currency.id === onrampState.purchaseCurrency?.id) ??
    options.purchaseCurrencies[0]
  const payment =
    options.paymentCurrencies.find((currency) => currency.id === onrampState.paymentCurrency?.id) ??
    options.paymentCurrencies[0]
  onrampState.purchaseCurrency = purchase
  onrampState.paymentCurrency = payment
  const methods = payment?.payment_method_limits ?? []
  if (!methods.some((limit) => limit.id === onrampState.paymentMethod) && methods[0])
    onrampState.paymentMethod = methods[0].id
}

/**
 * Loads what can be bought and paid with (spec section 7, `GET /v1/onramp/options`). Never rejects: when
 * the service fails or answers another shape, the built-in sample options are used and
 * `optionsFallback` says so; with no project id the samples are shown and `error` says that buying is
 * unavailable (FeatureUnavailableError, 'onramp'), without any request.
 *
 * @example
 * const options = await loadOnrampOptions()
 * onrampState.optionsFallback // true when these are the samples
 */
export async function loadOnrampOptions(): Promise<OnrampOptions> {
  const api = getBlockchainApi()
  Object.assign(onrampState, NO_ERROR)
  let options = SAMPLE_ONRAMP_OPTIONS
  if (!api) recordOnrampError(new FeatureUnavailableError({ feature: 'onramp' }))
  else {
    onrampState.loading = true
    try {
      options = await api.getOnrampOptions()
    } catch (error) {
      logQuietly('ONRAMP_OPTIONS_FAILED', error)
    } finally {
      onrampState.loading = false
    }
  }
  onrampState.options = structuredClone(options)
  onrampState.optionsFallback = options === SAMPLE_ONRAMP_OPTIONS
  selectDefaults(onrampState.options)
  return structuredClone(options)
}
