import type { SocialConfig } from './socialConfig.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders.js'

/**
 * The social providers this host can log in with (those with credentials, or the one `WALLET_OIDC_*`
 * answers for), in the modal's order. The frame tells the modal this list in its ready event, so the
 * modal shows only these buttons.
 *
 * @example
 * configuredSocialProviders(config.social) // ['google', 'github']
 */
export function configuredSocialProviders(social: SocialConfig | undefined): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => social?.providers[provider] !== undefined)
}
