import type { ClientContext } from '../context/context.js'
import { INITIAL_LINK_DELAY_MS, parseLinkModeUrl } from '../transport/linkMode.js'

// Links that open this app: each one's envelope goes to the protocol transport as a relay message would,
// marked as having come by link. Anything that is not a well-formed link-mode URL is ignored.

/**
 * Listens for link-mode URLs when this app enabled link mode (`metadata.redirect.linkMode` with a
 * universal link) and a Linking API exists; the link that launched the app is handled after 50 ms.
 * Returns whether it listens.
 *
 * @example
 * await listenForLinks(context) // true for an app with redirect: { universal, linkMode: true } on React Native
 */
export async function listenForLinks(context: ClientContext): Promise<boolean> {
  const { link } = context
  const linking = link.linking
  if (!link.enabledHere || !linking) return false
  const name = context.options.name ?? ''
  linking.addEventListener('url', (event) => void handleLinkUrl(context, event?.url), name)
  let initial: unknown
  try {
    initial = await linking.getInitialURL?.()
  } catch {
    initial = undefined
  }
  if (typeof initial === 'string' && initial) {
    setTimeout(() => void handleLinkUrl(context, initial), INITIAL_LINK_DELAY_MS)
  }
  return true
}

/**
 * Handles one incoming link: a session it names goes on by link from now on (when link mode is enabled
 * with its peer), and its envelope is opened and routed. Never throws; a bad link is dropped.
 *
 * @example
 * await handleLinkUrl(context, 'https://dapp.example/wc?wc_ev=AHsi…&topic=9f…')
 */
export async function handleLinkUrl(context: ClientContext, url: unknown): Promise<void> {
  try {
    const parsed = parseLinkModeUrl(url)
    if (!parsed) return
    const { topic, message } = parsed
    if (context.session.has(topic)) {
      const session = context.session.get(topic)
      if (session.transportType !== 'link_mode' && context.link.isEnabledWith(session.peer.metadata))
        await context.session.set(topic, { ...session, transportType: 'link_mode' })
    }
    await context.transport.receive({ topic, message, publishedAt: Date.now() }, { viaLink: true })
  } catch {
    // A link is outside input: whatever it holds, it must not break the app that received it.
  }
}
