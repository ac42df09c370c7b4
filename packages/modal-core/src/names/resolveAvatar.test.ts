import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startAnvil, type Anvil } from '@agentry/test-utils'
import { deployTestNfts, type TestNfts } from '@agentry/test-utils/nft'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLocalDevChain } from '../networks/localDevChain.js'
import { resolveAvatar } from './resolveAvatar.js'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
let anvil: Anvil
let nfts: TestNfts
let files: Server
let base: string

beforeAll(async () => {
  // Metadata and images on a loopback server: the NFTs point at it, and at IPFS paths served through it as a gateway.
  files = createServer((request, response) => {
    const path = request.url ?? '/'
    if (path.endsWith('.png')) return void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    if (path === '/page.html')
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>')
    const metadata: Record<string, object> = {
      '/1.json': { name: 'One', image: `${base}/one.png` },
      '/2.json': { name: 'Two', image: `${base}/page.html` },
      '/QmMeta/3.json': { name: 'Three', image: 'ipfs://QmImage/three.png' },
      [`/${5n.toString(16).padStart(64, '0')}.json`]: { name: 'Five', image_url: `${base}/five.png` },
    }
    const body = metadata[path.replace('/ipfs', '')]
    if (body) return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(files.address() as AddressInfo).port}`
  anvil = await startAnvil()
  nfts = await deployTestNfts({
    rpcUrl: anvil.rpcUrl,
    tokenUris: { 1: `${base}/1.json`, 2: `${base}/2.json`, 3: 'ipfs://QmMeta/3.json' },
    erc1155Template: `${base}/{id}.json`,
  })
})
afterAll(async () => {
  await anvil.stop()
  files.close()
})
const networks = () => [createLocalDevChain({ rpcUrl: anvil.rpcUrl })]
const gateways = () => ({ ipfs: `${base}/ipfs/`, arweave: `${base}/ar/` })
const resolve = (record: string) => resolveAvatar({ record, networks: networks(), gateways: gateways() })

describe('resolveAvatar', () => {
  test('an ERC-721: tokenURI read on chain, the metadata image taken', async () => {
    await expect(resolve(`eip155:1337/erc721:${nfts.erc721}/1`)).resolves.toBe(`${base}/one.png`)
  })

  test('an ERC-1155: uri with {id} as 64 hex digits, image_url accepted', async () => {
    await expect(resolve(`eip155:1337/erc1155:${nfts.erc1155}/5`)).resolves.toBe(`${base}/five.png`)
  })

  test('ipfs:// metadata and images go through the gateway', async () => {
    await expect(resolve(`eip155:1337/erc721:${nfts.erc721}/3`)).resolves.toBe(`${base}/ipfs/QmImage/three.png`)
  })

  test.each([
    ['an image URL that is not an image', () => `eip155:1337/erc721:${nfts.erc721}/2`],
    ['a token that does not exist', () => `eip155:1337/erc721:${nfts.erc721}/99`],
    ['a chain the app does not configure', () => `eip155:10/erc721:${nfts.erc721}/1`],
    ['another token standard', () => `eip155:1337/erc20:${nfts.erc721}/1`],
    ['another namespace', () => `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/spl:${nfts.erc721}/1`],
    ['a plain page', () => `${base}/page.html`],
    ['a URL that does not answer', () => 'http://127.0.0.1:9/a.png'],
    ['a javascript: URL', () => 'javascript:alert(1)'],
  ])('null for %s', async (_, record) => {
    await expect(resolve(record())).resolves.toBeNull()
  })

  test('a plain image URL is kept when it is an image', async () => {
    await expect(resolve(`${base}/plain.png`)).resolves.toBe(`${base}/plain.png`)
  })
})
