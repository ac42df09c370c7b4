import type { CaipNetwork } from '../caip/types.js'
import { decodeAbi, encodeCall } from '../evmCall/abiCoder.js'
import { ethCall } from '../evmCall/ethCall.js'
import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'

/** Spec section 9: images on IPFS and Arweave are read through public gateways by default. */
export const DEFAULT_IMAGE_GATEWAYS = { ipfs: 'https://ipfs.io/ipfs/', arweave: 'https://arweave.net/' } as const

export type ResolveAvatarParameters = {
  /** An avatar record: `eip155:{chain}/erc721:{contract}/{id}`, `…/erc1155:…`, or an image URL. */
  record: string
  /** Networks to read NFTs on; default the configured ones. */
  networks?: readonly CaipNetwork[]
  gateways?: { ipfs: string; arweave: string }
  fetch?: typeof globalThis.fetch
}

const NFT_RECORD = /^eip155:(\d+)\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d+)$/
const TOKEN_URI = '0xc87b56dd' // tokenURI(uint256), ERC-721
const URI = '0x0e89341c' // uri(uint256), ERC-1155
const TIMEOUT_MS = 10_000

/** ipfs:// and ar:// through the gateways; http(s) and data: as they are; anything else refused. */
function toHttp(uri: string, gateways: { ipfs: string; arweave: string }): string | undefined {
  if (uri.startsWith('ipfs://')) return gateways.ipfs + uri.slice('ipfs://'.length).replace(/^ipfs\//, '')
  if (uri.startsWith('ar://')) return gateways.arweave + uri.slice('ar://'.length)
  if (/^https?:\/\//.test(uri) || uri.startsWith('data:')) return uri
  return undefined
}

/**
 * The image of an avatar record, or null (spec section 5): an NFT reference only on eip155 and only as
 * erc721 or erc1155 — its metadata URI read on chain, the metadata's `image` taken — and in every case
 * only when the URL really answers with an image. Never throws.
 *
 * @example
 * await resolveAvatar({ record: 'eip155:1/erc721:0xb47e…5f13/2430' }) // 'https://ipfs.io/ipfs/Qm…'
 */
export async function resolveAvatar({
  record,
  networks = optionsState.networks,
  gateways = DEFAULT_IMAGE_GATEWAYS,
  fetch = globalThis.fetch,
}: ResolveAvatarParameters): Promise<string | null> {
  try {
    const nft = NFT_RECORD.exec(record.trim())
    let image: string | undefined
    if (nft) {
      const [, chainId, standard, contract, id] = nft
      const network = networks.find((candidate) => candidate.caipNetworkId === `eip155:${chainId}`)
      const rpcUrl = network?.rpcUrls.default.http[0]
      if (!rpcUrl) return null
      const tokenId = BigInt(id!)
      const data = encodeCall(standard === 'erc721' ? TOKEN_URI : URI, ['uint256'], [tokenId])
      let [uri] = decodeAbi(['string'], await ethCall({ rpcUrl, to: contract as `0x${string}`, data })) as [string]
      // ERC-1155: `{id}` is the token id as 64 lower-case hex digits.
      if (standard === 'erc1155') uri = uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
      const metadataUrl = toHttp(uri, gateways)
      if (!metadataUrl) return null
      const metadata = (await (await fetch(metadataUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) })).json()) as {
        image?: unknown
        image_url?: unknown
      }
      const candidate =
        typeof metadata.image === 'string'
          ? metadata.image
          : typeof metadata.image_url === 'string'
            ? metadata.image_url
            : undefined
      image = candidate && toHttp(candidate, gateways)
    } else {
      // Anything but an image URL (another kind of NFT, another namespace) maps to nothing.
      image = toHttp(record.trim(), gateways)
    }
    if (!image) return null
    if (image.startsWith('data:')) return /^data:image\//.test(image) ? image : null
    const answer = await fetch(image, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    return answer.ok && (answer.headers.get('content-type') ?? '').startsWith('image/') ? image : null
  } catch (error) {
    logQuietly('AVATAR_RESOLVE_FAILED', error)
    return null
  }
}
