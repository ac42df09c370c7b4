import { BaseError } from './BaseError.js'

/** Features served only by the hosted Blockchain API (they have no RPC equivalent). */
export type HostedFeature = 'swaps' | 'onramp' | 'history' | 'names' | 'login'

const FEATURE_MESSAGES: Record<HostedFeature, string> = {
  swaps: 'Swaps are not available in this app',
  onramp: 'Buying crypto is not available in this app',
  history: 'Activity is not available in this app',
  names: 'Account names are not available in this app',
  login: 'Email and social login are not available in this app',
}

/**
 * A feature that needs the hosted Blockchain API was used with no project id configured. Views show its
 * message in place of the feature rather than a broken view.
 *
 * @example
 * throw new FeatureUnavailableError({ feature: 'swaps' }) // 'Swaps are not available in this app'
 */
export class FeatureUnavailableError extends BaseError {
  override name = 'FeatureUnavailableError'
  readonly feature: HostedFeature
  constructor({ feature }: { feature: HostedFeature }) {
    super(FEATURE_MESSAGES[feature], {
      code: 'FEATURE_UNAVAILABLE',
      params: { variant: feature },
      metaMessages: ['The app can enable it by passing `projectId` to `initModal`.'],
    })
    this.feature = feature
  }
}
