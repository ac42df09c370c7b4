import { beforeEach, describe, expect, test } from 'vitest'
import { initModal } from '../flows/initModal.js'
import { baseMainnet } from '../networks/layer2Networks.js'
import { resetAllState } from '../resetAllState.js'
import { currencyImageUrl, hostedImageUrl, networkImageUrl, tokenImageUrl } from './hostedImageUrl.js'

beforeEach(() => resetAllState())

const withProject = () =>
  initModal({ networks: [baseMainnet], projectId: 'p1', serviceUrls: { walletDirectory: 'https://dir.example.org' } })

describe('hosted images (spec section 7)', () => {
  test('the four endpoints, with projectId, st and sv', () => {
    const options = { baseUrl: 'https://dir.example.org/', projectId: 'p1' }
    expect(hostedImageUrl('wallet', 'w 1', options)).toBe(
      'https://dir.example.org/getWalletImage/w%201?projectId=p1&st=agentry&sv=modal-core',
    )
    expect(hostedImageUrl('asset', 'a1', options)).toContain('/public/getAssetImage/a1?')
    expect(hostedImageUrl('currency', 'USD', options)).toContain('/public/getCurrencyImage/USD?')
    expect(hostedImageUrl('token', 'USDC', options)).toContain('/public/getTokenImage/USDC?')
  })

  test('without a project id nothing hosted is used: the UI draws its bundled icons', () => {
    initModal({ networks: [baseMainnet] })
    expect(networkImageUrl({ ...baseMainnet, assets: { imageId: 'x' } })).toBeUndefined()
    expect(tokenImageUrl({ symbol: 'USDC' })).toBeUndefined()
    expect(currencyImageUrl('USD')).toBeUndefined()
  })

  test('with a project id: network image ids, token symbols and currency codes go to the hosted endpoints', () => {
    withProject()
    expect(networkImageUrl({ assets: { imageId: 'net-8453' } })).toBe(
      'https://dir.example.org/public/getAssetImage/net-8453?projectId=p1&st=agentry&sv=modal-core',
    )
    // A built-in network names no vendor image id: the bundled icon stays.
    expect(networkImageUrl(baseMainnet)).toBeUndefined()
    expect(tokenImageUrl({ symbol: 'USDC' })).toBe(
      'https://dir.example.org/public/getTokenImage/USDC?projectId=p1&st=agentry&sv=modal-core',
    )
    expect(currencyImageUrl('EUR')).toContain('/public/getCurrencyImage/EUR?projectId=p1')
  })

  test("the app's or the data source's own image comes first", () => {
    withProject()
    expect(networkImageUrl({ assets: { imageUrl: 'https://app.example.org/base.svg', imageId: 'x' } })).toBe(
      'https://app.example.org/base.svg',
    )
    expect(tokenImageUrl({ symbol: 'USDC', iconUrl: 'https://cdn.example.org/usdc.png' })).toBe(
      'https://cdn.example.org/usdc.png',
    )
    expect(tokenImageUrl({ symbol: 'USDC', logoUri: 'https://cdn.example.org/usdc.svg' })).toBe(
      'https://cdn.example.org/usdc.svg',
    )
    expect(tokenImageUrl({ symbol: 'USDC', iconUrl: '' })).toContain('/public/getTokenImage/USDC?')
  })
})
