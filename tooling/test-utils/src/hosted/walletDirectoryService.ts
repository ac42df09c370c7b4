import { expectBody, Refusal, startRouteService, type RecordedRequest, type RouteService } from './routeService.js'

/** A wallet directory entry on the wire (spec section 3, "Wallet record"). */
export type ServiceWalletRecord = {
  id: string
  name: string
  image_id: string
  image_url?: string
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type?: 'none' | 'certified'
}

export type WalletDirectoryServiceOptions = {
  projectId: string
  wallets: ServiceWalletRecord[]
  /** What GET /getAnalyticsConfig answers. Default true. */
  analyticsEnabled?: boolean
}

export type WalletDirectoryService = RouteService & {
  /** Analytics events received through POST /e, in order. */
  events: RecordedRequest['body'][]
  /** Answer POST /e with this status (for example 403, origin not allowlisted) until set back. */
  eventStatus: number | undefined
}

/** The smallest valid PNG (1×1, transparent): what every image route answers. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

const list = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : [])
const positive = (value: string | undefined, field: string) => {
  const number = Number(value)
  if (!value || !Number.isInteger(number) || number < 1) throw new Refusal(400, `${field} must be a positive integer`)
  return number
}

/**
 * A stand-in for the hosted wallet directory and analytics service (spec section 7), for tests only:
 * deterministic wallets, paging (`page`, `entries`), case-insensitive name search, `include`/`exclude`,
 * `chains` and `badge_type` filters, image routes answering a PNG, the analytics config and POST /e.
 * It refuses undocumented parameters and bodies (400) and a wrong project id (401 'Unauthorized:
 * invalid key').
 *
 * @example
 * const directory = await startWalletDirectoryService({ projectId: 'p', wallets: sampleWallets(50) })
 */
export async function startWalletDirectoryService(
  options: WalletDirectoryServiceOptions,
): Promise<WalletDirectoryService> {
  const events: RecordedRequest['body'][] = []
  const state: { eventStatus: number | undefined } = { eventStatus: undefined }
  const image = { method: 'GET' as const, query: [], answer: () => ({ image: true }) }
  const service = await startRouteService({
    checkCommon: (route, query) => {
      const { st, sv, projectId, ...rest } = query
      if (!st || !sv) throw new Refusal(400, 'st and sv are required')
      if (projectId !== options.projectId) throw new Refusal(401, 'Unauthorized: invalid key')
      return rest
    },
    routes: [
      {
        pattern: /^\/getWallets$/,
        method: 'GET',
        query: ['page', 'entries', 'chains', 'include', 'exclude', 'search', 'badge_type'],
        answer: (_, query) => {
          const page = positive(query.page, 'page')
          const entries = positive(query.entries, 'entries')
          if (entries > 100) throw new Refusal(400, 'entries is at most 100')
          const include = list(query.include)
          const exclude = list(query.exclude)
          const chains = list(query.chains)
          const search = query.search?.toLowerCase()
          if (query.badge_type !== undefined && !['none', 'certified'].includes(query.badge_type))
            throw new Refusal(400, 'badge_type is none or certified')
          let wallets = options.wallets.filter(
            (wallet) =>
              (!include.length || include.includes(wallet.id)) &&
              !exclude.includes(wallet.id) &&
              (!chains.length || chains.some((chain) => wallet.chains.includes(chain))) &&
              (!search || wallet.name.toLowerCase().includes(search)) &&
              (!query.badge_type || query.badge_type === 'none' || wallet.badge_type === query.badge_type),
          )
          // Asked-for wallets come back in the order they were asked for.
          if (include.length) wallets = [...wallets].sort((a, b) => include.indexOf(a.id) - include.indexOf(b.id))
          return { count: wallets.length, data: wallets.slice((page - 1) * entries, page * entries) }
        },
      },
      { ...image, pattern: /^\/getWalletImage\/[^/]+$/ },
      { ...image, pattern: /^\/public\/getAssetImage\/[^/]+$/ },
      { ...image, pattern: /^\/public\/getCurrencyImage\/[^/]+$/ },
      { ...image, pattern: /^\/public\/getTokenImage\/[^/]+$/ },
      {
        pattern: /^\/getAnalyticsConfig$/,
        method: 'GET',
        query: [],
        answer: () => ({ isAnalyticsEnabled: options.analyticsEnabled ?? true }),
      },
      {
        pattern: /^\/e$/,
        method: 'POST',
        query: [],
        answer: (_, __, body) => {
          const event = expectBody(body, ['eventId', 'url', 'domain', 'timestamp', 'props'])
          if (typeof event.eventId !== 'string' || !/^[0-9a-f-]{36}$/.test(event.eventId))
            throw new Refusal(400, 'eventId must be a UUID')
          if (typeof event.timestamp !== 'number' || typeof event.url !== 'string' || typeof event.domain !== 'string')
            throw new Refusal(400, 'url, domain and timestamp are required')
          if (typeof event.props !== 'object' || event.props === null || Array.isArray(event.props))
            throw new Refusal(400, 'props must be an object')
          if (state.eventStatus) throw new Refusal(state.eventStatus, 'Unauthorized: origin not allowed')
          events.push(event)
          return { ok: true }
        },
      },
    ],
    binary: (path) =>
      /(getWalletImage|getAssetImage|getCurrencyImage|getTokenImage)\//.test(path)
        ? { type: 'image/png', body: PNG }
        : undefined,
  })
  // Accessors, not Object.assign: that would copy the getter's value once and drop the setter.
  return Object.defineProperties(service, {
    events: { value: events, enumerable: true },
    eventStatus: {
      get: () => state.eventStatus,
      set: (status: number | undefined) => void (state.eventStatus = status),
      enumerable: true,
    },
  }) as WalletDirectoryService
}

/**
 * `count` deterministic wallet records ('Wallet 1'…), every third certified, all on eip155:1 and every
 * second also on Solana mainnet.
 *
 * @example
 * const wallets = sampleWallets(50)
 */
export function sampleWallets(count: number): ServiceWalletRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: `Wallet ${index + 1}`,
    image_id: `image-${index + 1}`,
    rdns: `com.example.wallet${index + 1}`,
    chains: index % 2 ? ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
    mobile_link: `wallet${index + 1}://`,
    desktop_link: null,
    webapp_link: index % 5 ? null : `https://wallet${index + 1}.example.org`,
    badge_type: index % 3 === 0 ? 'certified' : 'none',
  }))
}
