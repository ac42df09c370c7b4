import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sampleWallets, startWalletDirectoryService, type WalletDirectoryService } from './walletDirectoryService.js'

const COMMON = 'projectId=p1&st=agentry&sv=test'
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('the wallet directory and analytics stand-in refuses what the documented contract does not allow', () => {
  let service: WalletDirectoryService
  beforeAll(async () => {
    service = await startWalletDirectoryService({ projectId: 'p1', wallets: sampleWallets(45) })
  })
  afterAll(async () => {
    await service.close()
  })
  afterEach(() => {
    service.requests.length = 0
    service.events.length = 0
    service.eventStatus = undefined
  })
  const get = async (path: string) => {
    const response = await fetch(`${service.url}${path}`)
    return {
      status: response.status,
      body: (await response.json()) as { data?: { id: string }[]; count?: number; message?: string },
    }
  }
  const ids = async (query: string) =>
    ((await get(`/getWallets?${COMMON}&${query}`)).body.data ?? []).map((wallet) => wallet.id)
  const postEvent = async (body: unknown, query = COMMON) => {
    const response = await fetch(`${service.url}/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as { message?: string } }
  }
  const event = {
    eventId: '0b5a3c52-1f0e-4c5e-9a57-2a3f0c1d9e11',
    url: 'http://127.0.0.1/',
    domain: '127.0.0.1',
    timestamp: 1_700_000_000_000,
    props: { event: 'MODAL_OPEN' },
  }

  it('pages: entries per page, and the count of every match', async () => {
    const first = await get(`/getWallets?${COMMON}&page=1&entries=40`)
    expect(first).toMatchObject({ status: 200, body: { count: 45 } })
    expect(first.body.data).toHaveLength(40)
    expect(first.body.data?.[0]).toEqual({
      id: 'wallet-1',
      name: 'Wallet 1',
      image_id: 'image-1',
      rdns: 'com.example.wallet1',
      chains: ['eip155:1'],
      mobile_link: 'wallet1://',
      desktop_link: null,
      webapp_link: 'https://wallet1.example.org',
      badge_type: 'certified',
    })
    expect(await ids('page=2&entries=40')).toEqual(['wallet-41', 'wallet-42', 'wallet-43', 'wallet-44', 'wallet-45'])
    expect(await ids('page=3&entries=40')).toEqual([])
  })

  it('filters: search (case-insensitive on name), include (in the order asked), exclude, chains, badge_type', async () => {
    expect(await ids('page=1&entries=100&search=wALLet%204')).toEqual([
      'wallet-4',
      'wallet-40',
      'wallet-41',
      'wallet-42',
      'wallet-43',
      'wallet-44',
      'wallet-45',
    ])
    expect(await ids('page=1&entries=10&include=wallet-3,wallet-1')).toEqual(['wallet-3', 'wallet-1'])
    expect((await ids('page=1&entries=100&exclude=wallet-1,wallet-2')).slice(0, 2)).toEqual(['wallet-3', 'wallet-4'])
    expect(
      (await get(`/getWallets?${COMMON}&page=1&entries=1&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`)).body.count,
    ).toBe(22)
    expect((await get(`/getWallets?${COMMON}&page=1&entries=1&chains=eip155:1,eip155:10`)).body.count).toBe(45)
    expect(await ids('page=1&entries=3&badge_type=certified')).toEqual(['wallet-1', 'wallet-4', 'wallet-7'])
    expect((await get(`/getWallets?${COMMON}&page=1&entries=1&badge_type=none`)).body.count).toBe(45)
  })

  it.each([
    ['an undocumented parameter', `/getWallets?${COMMON}&page=1&entries=4&sort=name`, 400],
    ['no page', `/getWallets?${COMMON}&entries=4`, 400],
    ['entries 0', `/getWallets?${COMMON}&page=1&entries=0`, 400],
    ['entries over 100', `/getWallets?${COMMON}&page=1&entries=101`, 400],
    ['an unknown badge', `/getWallets?${COMMON}&page=1&entries=4&badge_type=gold`, 400],
    ['no st/sv', '/getWallets?projectId=p1&page=1&entries=4', 400],
    ['a wrong project id', '/getWallets?projectId=p2&st=agentry&sv=test&page=1&entries=4', 401],
    ['no project id', '/getWallets?st=agentry&sv=test&page=1&entries=4', 401],
    ['an unknown path', `/getWallet?${COMMON}`, 404],
  ])('%s: %s', async (_, path, status) => {
    expect((await get(path)).status).toBe(status)
  })

  it('a wrong project id says Unauthorized: invalid key', async () => {
    expect(await get('/getAnalyticsConfig?projectId=nope&st=agentry&sv=test')).toEqual({
      status: 401,
      body: { message: 'Unauthorized: invalid key' },
    })
  })

  it('image routes answer a PNG and still need projectId, st and sv', async () => {
    for (const path of [
      '/getWalletImage/image-1',
      '/public/getAssetImage/eth',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/USDC',
    ]) {
      const response = await fetch(`${service.url}${path}?${COMMON}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(Array.from(new Uint8Array(await response.arrayBuffer()).slice(0, 8))).toEqual(PNG_SIGNATURE)
    }
    expect((await fetch(`${service.url}/getWalletImage/image-1?projectId=p1`)).status).toBe(400)
  })

  it('analytics: the config, and events with exactly the documented body', async () => {
    expect(await get(`/getAnalyticsConfig?${COMMON}`)).toEqual({ status: 200, body: { isAnalyticsEnabled: true } })
    expect((await postEvent(event)).status).toBe(200)
    expect(service.events).toEqual([event])
    expect((await postEvent({ ...event, extra: 1 })).body.message).toBe('body: missing nothing; undocumented extra')
    expect((await postEvent({ ...event, props: undefined })).status).toBe(400)
    expect((await postEvent({ ...event, props: ['MODAL_OPEN'] })).body.message).toBe('props must be an object')
    expect((await postEvent({ ...event, eventId: 'event-1' })).body.message).toBe('eventId must be a UUID')
    expect((await postEvent({ ...event, timestamp: '2024-01-01' })).status).toBe(400)
    expect((await postEvent(event, 'projectId=p1')).status).toBe(400)
    expect(service.events).toHaveLength(1)
  })

  it('events can be refused with 403 Unauthorized: origin not allowed', async () => {
    service.eventStatus = 403
    expect(await postEvent(event)).toEqual({ status: 403, body: { message: 'Unauthorized: origin not allowed' } })
    expect(service.events).toEqual([])
    service.eventStatus = undefined
    expect((await postEvent(event)).status).toBe(200)
  })

  it('analyticsEnabled: false is what the config says', async () => {
    const off = await startWalletDirectoryService({ projectId: 'p1', wallets: [], analyticsEnabled: false })
    expect(await (await fetch(`${off.url}/getAnalyticsConfig?${COMMON}`)).json()).toEqual({ isAnalyticsEnabled: false })
    await off.close()
  })
})
