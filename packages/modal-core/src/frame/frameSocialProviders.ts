import type { SocialProvider } from '../options/types.js'
import { optionsState } from '../options/optionsState.js'
import { FRAME_SOCIAL_PROVIDERS, type FrameSocialProvider } from './frameProtocol.js'
import { frameState } from './frameState.js'

/**
 * The social providers a frame's ready event names (`{ socialProviders: ['google', …] }`, what our wallet
 * host sends), known names only, in the protocol's order; null when the event names none (a frame that
 * does not say, such as the vendor's).
 *
 * @example
 * readFrameSocialProviders({ version: 1, socialProviders: ['github', 'nope', 'google'] }) // ['google', 'github']
 */
export function readFrameSocialProviders(payload: unknown): FrameSocialProvider[] | null {
  const listed = (payload as { socialProviders?: unknown } | null | undefined)?.socialProviders
  if (!Array.isArray(listed)) return null
  return FRAME_SOCIAL_PROVIDERS.filter((provider) => listed.includes(provider))
}

/** The social buttons to show: `pending` while the frame has not said which providers it has. */
export type OfferedSocials = { pending: boolean; socials: SocialProvider[] }

/**
 * The social login buttons to show: the app's `features.socials`, in its order, cut down to the providers
 * the frame's host has when it names them (our wallet host does, in its ready event). With our host
 * (`embeddedWallet.hostUrl`) nothing is offered until the frame is ready (`pending`), so a button the host
 * cannot serve never shows; a frame that names none (the vendor's) keeps the app's list.
 *
 * @example
 * const { pending, socials } = offeredSocials() // { pending: false, socials: ['google'] }
 */
export function offeredSocials(): OfferedSocials {
  const wanted = Array.isArray(optionsState.features.socials) ? optionsState.features.socials : []
  if (!optionsState.embeddedWallet || wanted.length === 0) return { pending: false, socials: [...wanted] }
  const hosted = frameState.socialProviders
  if (hosted === undefined) return { pending: true, socials: [] }
  if (hosted === null) return { pending: false, socials: [...wanted] }
  return { pending: false, socials: wanted.filter((provider) => (hosted as readonly string[]).includes(provider)) }
}
