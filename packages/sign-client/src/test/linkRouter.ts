// Test fixture (not exported by the package): an in-memory stand-in for the platform's universal links.
// Each app gets its own Linking API; opening a URL delivers it, a tick later, to the app whose
// universal link the URL starts with, as the operating system would.
import type { LinkingApi } from '../client/transport/linkMode.js'

export type LinkRouter = {
  /** The Linking API of the app that owns `universalLink` (its `initialUrl` is what launched it). */
  linking(universalLink: string, initialUrl?: string): LinkingApi
  /** Every URL opened so far, in order. */
  readonly opened: string[]
  /** Delivers `url` as the platform would (also what a test uses to hand in a URL of its own). */
  open(url: string): void
}

/**
 * @example
 * const router = linkRouter()
 * const dapp = await SignClient.init({ ...options, linking: router.linking('https://dapp.example/wc') })
 */
export function linkRouter(): LinkRouter {
  const handlers = new Map<string, (event: { url: string }) => void>()
  const opened: string[] = []
  const open = (url: string) => {
    opened.push(url)
    const target = [...handlers.keys()].find((link) => url.startsWith(`${link}?`))
    const handler = target === undefined ? undefined : handlers.get(target)
    if (handler) setTimeout(() => handler({ url }), 0)
  }
  return {
    opened,
    open,
    linking: (universalLink, initialUrl) => ({
      openURL: (url: string) => open(url),
      addEventListener: (_event, handler) => void handlers.set(universalLink, handler),
      getInitialURL: async () => initialUrl,
    }),
  }
}
