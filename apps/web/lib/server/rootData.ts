import 'server-only'
import { getConfig, type ModalServices } from './config'
import { readFlash, type Toast } from './flash'
import { getViewer, type Viewer } from './viewer'
import { resolveFooterLinks, type FooterLinks } from '@/lib/shell/footer'

/**
 * What the root layout knows about this request (spec section 3, "Root loader data"), without the spec's
 * `cookies`: the Cookie header holds the HttpOnly session cookie and must not reach the page (README).
 */
export type RootData = {
  /** The one-shot flash message set by a route handler, if any. */
  toast: Toast | null
  isAuthenticated: boolean
  /** Decided on the server for this request; the pages still call requireAdmin() themselves. */
  isAdmin: boolean
  deployEnv: string
  viewer: Viewer | null
}

/**
 * Reads the session and the flash cookie once per request for the root layout.
 *
 * @example
 * const { isAuthenticated, isAdmin } = await getRootData()
 */
export async function getRootData(): Promise<RootData> {
  const [viewer, toast] = await Promise.all([getViewer(), readFlash()])
  return {
    toast,
    isAuthenticated: viewer !== null,
    isAdmin: viewer?.isAdmin === true,
    deployEnv: getConfig().deployEnv,
    viewer,
  }
}

const LOCAL_CHAIN_ID = 1337

/** Settings the shell needs in every page, read from the environment at run time (not at build time). */
export type ShellConfig = {
  /** RPC URL of the local development chain (1337) for the wallet modal. */
  localRpcUrl: string
  /** Contracts deployed on the local chain, by name (LOCAL_CHAIN_CONTRACTS; `npm run local` sets it). */
  localChainContracts: Readonly<Record<string, `0x${string}`>>
  /** The modal's hosted services (MODAL_PROJECT_ID and the service URLs); none by default. */
  modalServices: ModalServices
  footerLinks: FooterLinks
}

/**
 * The root layout's runtime settings, passed to client components as props.
 *
 * @example
 * const { localRpcUrl } = getShellConfig()
 */
export function getShellConfig(): ShellConfig {
  return {
    localRpcUrl: getConfig().rpcUrls[LOCAL_CHAIN_ID] ?? 'http://127.0.0.1:8545',
    localChainContracts: getConfig().localChainContracts,
    modalServices: getConfig().modal,
    footerLinks: resolveFooterLinks(process.env),
  }
}
