import { startBlockchainApiService, type BlockchainApiService, type ServiceTransaction } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { WalletTransaction } from '../api/historyApi.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { deriveNfts } from './deriveNfts.js'
import { fetchNfts } from './fetchNfts.js'
import { nftsState } from './nftsState.js'

const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CATS = '0x00000000000000000000000000000000000Ca75'
const BADGES = '0x0000000000000000000000000000000000BAd9e5'

type Move = {
  direction: 'in' | 'out' | 'self'
  contract: string
  tokenId: string
  name: string
  spam?: boolean
  quantity?: string
  image?: string
}

/** A history entry moving NFTs, shaped as the service sends it (spec section 3). */
function entry(id: string, minedAt: string, moves: Move[], chain = 'eip155:1'): ServiceTransaction & WalletTransaction {
  const transfers = moves.map(({ direction, contract, tokenId, name, spam = false, quantity = '1', image }) => ({
    direction,
    quantity: { numeric: quantity },
    nft_info: {
      contract_address: contract,
      token_id: tokenId,
      name,
      interface: quantity === '1' ? 'ERC721' : 'ERC1155',
      collection_info: { name: contract.toLowerCase() === CATS.toLowerCase() ? 'Friendly Cats' : 'Event Badges' },
      ...(image ? { content: { preview: { url: image } } } : {}),
      flags: { is_spam: spam },
    },
  }))
  return { id, metadata: { minedAt, chain, operationType: 'receive', status: 'confirmed' }, transfers }
}

// Newest first, as the service answers.
const HISTORY = [
  entry('6', '2025-04-06T10:00:00.000Z', [
    { direction: 'out', contract: BADGES, tokenId: '3', name: 'Badge #3', quantity: '2' },
  ]),
  entry('5', '2025-04-05T10:00:00.000Z', [
    {
      direction: 'in',
      contract: '0x00000000000000000000000000000000005BA111',
      tokenId: '1',
      name: 'Free Airdrop Claim',
      spam: true,
    },
  ]),
  entry('4', '2025-04-04T10:00:00.000Z', [{ direction: 'out', contract: CATS, tokenId: '7', name: 'Friendly Cat #7' }]),
  entry('3', '2025-04-03T10:00:00.000Z', [
    {
      direction: 'in',
      contract: BADGES,
      tokenId: '3',
      name: 'Badge #3',
      quantity: '5',
      image: 'https://img.example/badge-3.png',
    },
  ]),
  entry('2', '2025-04-02T10:00:00.000Z', [
    {
      direction: 'in',
      contract: CATS.toLowerCase(),
      tokenId: '8',
      name: 'Friendly Cat #8',
      image: 'https://img.example/cat-8.png',
    },
  ]),
  entry('1', '2025-04-01T10:00:00.000Z', [{ direction: 'in', contract: CATS, tokenId: '7', name: 'Friendly Cat #7' }]),
]

describe('deriveNfts', () => {
  test('keeps what came in and did not go out, counts ERC-1155 quantities, leaves spam out', () => {
    const nfts = deriveNfts({ transactions: HISTORY })
    expect(nfts).toEqual([
      {
        key: `eip155:1:${BADGES.toLowerCase()}:3`,
        chain: 'eip155:1',
        contractAddress: BADGES,
        tokenId: '3',
        name: 'Badge #3',
        collection: 'Event Badges',
        imageUrl: 'https://img.example/badge-3.png',
        quantity: 3,
      },
      {
        key: `eip155:1:${CATS.toLowerCase()}:8`,
        chain: 'eip155:1',
        contractAddress: CATS.toLowerCase(),
        tokenId: '8',
        name: 'Friendly Cat #8',
        collection: 'Friendly Cats',
        imageUrl: 'https://img.example/cat-8.png',
        quantity: 1,
      },
    ])
  })

  test('an NFT sent away is gone; one received back is held again; the same token on two networks is two NFTs', () => {
    const sent = [
      entry('2', '2025-04-02T10:00:00.000Z', [
        { direction: 'out', contract: CATS, tokenId: '7', name: 'Friendly Cat #7' },
      ]),
      HISTORY[5]!,
    ]
    expect(deriveNfts({ transactions: sent })).toEqual([])
    const back = [
      entry('3', '2025-04-03T10:00:00.000Z', [
        { direction: 'in', contract: CATS, tokenId: '7', name: 'Friendly Cat #7' },
      ]),
      ...sent,
    ]
    expect(deriveNfts({ transactions: back }).map((nft) => nft.name)).toEqual(['Friendly Cat #7'])
    const bridged = [
      entry(
        '9',
        '2025-04-09T10:00:00.000Z',
        [{ direction: 'in', contract: CATS, tokenId: '7', name: 'Friendly Cat #7' }],
        'eip155:10',
      ),
      ...back,
    ]
    expect(deriveNfts({ transactions: bridged }).map((nft) => nft.chain)).toEqual(['eip155:10', 'eip155:1'])
  })

  test('a transfer to oneself moves nothing; fungible transfers are not NFTs', () => {
    const transactions = [
      entry('2', '2025-04-02T10:00:00.000Z', [
        { direction: 'self', contract: CATS, tokenId: '7', name: 'Friendly Cat #7' },
      ]),
      {
        id: '1',
        metadata: { minedAt: '2025-04-01T10:00:00.000Z', chain: 'eip155:1' },
        transfers: [{ direction: 'in', fungible_info: { symbol: 'USDC' }, quantity: { numeric: '10' } }],
      },
    ]
    expect(deriveNfts({ transactions })).toEqual([])
  })
})

describe('fetchNfts', () => {
  let service: BlockchainApiService
  beforeAll(async () => {
    // Two entries a page: the NFTs are only right once every page is read.
    service = await startBlockchainApiService({
      projectId: 'project-1',
      supportedChains: ['eip155:1'],
      history: { [ME]: HISTORY },
      historyPageSize: 2,
    })
  })
  afterAll(async () => {
    await service.close()
  })
  afterEach(() => {
    service.failWith = undefined
    service.requests.length = 0
    resetAllState()
  })
  const withProject = () =>
    initModal({ networks: [localDevChain], projectId: 'project-1', serviceUrls: { blockchainApi: service.url } })

  test('reads every page of the history and keeps the NFTs still held', async () => {
    withProject()
    const pending = fetchNfts({ address: ME, caipNetworkId: 'eip155:1' })
    expect(nftsState).toMatchObject({ loading: true, loaded: false })
    const nfts = await pending
    expect(nfts.map((nft) => nft.name)).toEqual(['Badge #3', 'Friendly Cat #8'])
    expect(nftsState).toMatchObject({ address: ME, loading: false, loaded: true, error: undefined })
    expect(nftsState.nfts).toEqual(nfts)
    expect(
      service.requests.filter((request) => request.path.endsWith('/history')).map((request) => request.query.cursor),
    ).toEqual([undefined, 'page-2', 'page-3'])
  })

  test('the sample history: its NFT is held, its spam NFT is not', async () => {
    withProject()
    await fetchNfts({ address: OTHER })
    expect(nftsState.nfts.map((nft) => nft.name)).toEqual(['Friendly Cat #7'])
  })

  test('a failing service and a missing project id show in the state', async () => {
    withProject()
    service.failWith = 500
    await expect(fetchNfts({ address: ME })).rejects.toThrowErrorMatchingInlineSnapshot(`
      [FetchTransactionsError: Failed to fetch transactions

      Details: HTTP status code: 500]
    `)
    expect(nftsState).toMatchObject({
      loading: false,
      loaded: true,
      error: 'Failed to fetch transactions',
      errorCode: 'TRANSACTIONS_FETCH_FAILED',
    })
    resetAllState()
    initModal({ networks: [localDevChain] })
    await expect(fetchNfts({ address: ME })).rejects.toMatchObject({ code: 'FEATURE_UNAVAILABLE' })
    expect(nftsState.error).toBe('Activity is not available in this app')
  })
})
