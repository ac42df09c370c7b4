import { isRecord } from '../api/apiContext.js'
import { BLOCKCHAIN_API_SDK_TYPE } from '../api/apiContext.js'
import { requestJson } from '../api/requestJson.js'
import { RpcRequestError } from '../errors/rpcRequestErrors.js'
import { hostedImageUrl, type DirectoryImageKind } from '../api/hostedImageUrl.js'

/** A wallet of the directory (spec section 3, "Wallet record"). */
export type WalletRecord = {
  id: string
  name: string
  image_id: string
  image_url?: string
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type?: string
}

export type GetWalletsParameters = {
  page: number
  entries: number
  /** CAIP-2 ids: only wallets supporting one of them. */
  chains?: string[]
  include?: string[]
  exclude?: string[]
  search?: string
  badgeType?: 'none' | 'certified'
}

export type { DirectoryImageKind } from '../api/hostedImageUrl.js'

export type WalletDirectoryClient = {
  /** One page of wallets and the total count. */
  getWallets(parameters: GetWalletsParameters): Promise<{ data: WalletRecord[]; count: number }>
  /** The URL of a wallet, network (asset), currency or token image. */
  imageUrl(kind: DirectoryImageKind, id: string): string
}

export type CreateWalletDirectoryClientParameters = {
  baseUrl: string
  projectId: string
  sdkVersion?: string
  fetch?: typeof globalThis.fetch
}

const isWalletRecord = (value: unknown): value is WalletRecord =>
  isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && Array.isArray(value.chains)

/**
 * The client of the hosted wallet directory (spec section 7): `projectId`, `st` and `sv` on every call;
 * 'HTTP status code: {n}' on a non-OK answer.
 *
 * @example
 * const directory = createWalletDirectoryClient({ baseUrl: 'https://api.example.org', projectId })
 * const { data, count } = await directory.getWallets({ page: 1, entries: 40 })
 */
export function createWalletDirectoryClient({
  baseUrl,
  projectId,
  sdkVersion = 'modal-core',
  fetch,
}: CreateWalletDirectoryClientParameters): WalletDirectoryClient {
  const url = (path: string, query: Record<string, string | undefined> = {}) => {
    const target = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
    for (const [key, value] of Object.entries({ projectId, st: BLOCKCHAIN_API_SDK_TYPE, sv: sdkVersion, ...query }))
      if (value) target.searchParams.set(key, value)
    return target
  }
  const joined = (list: string[] | undefined) => (list?.length ? list.join(',') : undefined)
  return {
    async getWallets({ page, entries, chains, include, exclude, search, badgeType }) {
      const body = await requestJson({
        url: url('getWallets', {
          page: String(page),
          entries: String(entries),
          chains: joined(chains),
          include: joined(include),
          exclude: joined(exclude),
          search: search?.trim() || undefined,
          badge_type: badgeType,
        }),
        method: 'GET',
        fetch,
      })
      if (
        !isRecord(body) ||
        !Array.isArray(body.data) ||
        !body.data.every(isWalletRecord) ||
        typeof body.count !== 'number'
      ) {
        throw new RpcRequestError({ method: 'GET /getWallets', details: 'the answer is not of the documented shape' })
      }
      return { data: body.data as WalletRecord[], count: body.count }
    },
    imageUrl: (kind, id) => hostedImageUrl(kind, id, { baseUrl, projectId, sdkVersion }),
  }
}
