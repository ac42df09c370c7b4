import { BaseError } from './BaseError.js'

/** Features served only by the hosted Blockchain API (they have no RPC equivalent). */
export type HostedFeature = 'swaps' | 'onramp' | 'history' | 'names' | 'login'

const FEATURE_MESSAGES: Record<HostedFeature, string> = {
  swaps: 'Swaps are not available: this app has no project id configured',
  onramp: 'Buying crypto is not available: this app has no project id configured',
  history: 'Activity is not available: this app has no project id configured',
  names: 'Account names are not available: this app has no project id configured',
  login: 'Email and social login are not available: this app has no project id configured',
}

/**
 * A feature that needs the hosted Blockchain API was used with no project id configured. Views show its
 * message in place of the feature rather than a broken view.
 *
 * @example
 * throw new FeatureUnavailableError({ feature: 'swaps' }) // 'Swaps are not available: this app has no project id configured'
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
