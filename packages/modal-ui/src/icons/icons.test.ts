import {
  allEvmNetworks,
  allSolanaNetworks,
  bitcoinMainnet,
  baseMainnet,
  baseSepolia,
  initModal,
  resetAllState,
} from '@agentry/modal-core'
import { html, render } from 'lit'
import { gzipSync } from 'node:zlib'
import { beforeEach, describe, expect, test } from 'vitest'
import { assetIcon, networkImage, tokenImage } from './asset-image.js'
import { drawIcon, monogramIcon } from './draw-icon.js'
import { bundledNetworkIcon, NETWORK_ICONS } from './network-icons.js'
import { bundledTokenIcon, TOKEN_ICONS } from './token-icons.js'

const NETWORKS = [...allEvmNetworks, ...allSolanaNetworks, bitcoinMainnet]
const COMMON_ERC20 = ['USDC', 'USDT', 'DAI', 'WETH', 'WBTC']
const svgOf = (dataUrl: string) => decodeURIComponent(dataUrl.replace('data:image/svg+xml,', ''))

beforeEach(() => resetAllState())

describe('bundled icons', () => {
  test('every built-in network has its own icon, and every native currency and common ERC-20 has one', () => {
    expect(NETWORKS.filter((network) => !NETWORK_ICONS[network.caipNetworkId]).map((n) => n.name)).toEqual([])
    const natives = new Set(NETWORKS.map((network) => network.nativeCurrency.symbol.toUpperCase()))
    expect([...natives, ...COMMON_ERC20].filter((symbol) => !TOKEN_ICONS[symbol])).toEqual([])
  })

  test('each icon is a well-formed SVG that refers to nothing outside itself', () => {
    const icons = [
      ...NETWORKS.map((network) => svgOf(bundledNetworkIcon(network))),
      ...Object.keys(TOKEN_ICONS).map((symbol) => svgOf(bundledTokenIcon(symbol))),
    ]
    for (const svg of icons) {
      const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml')
      expect(parsed.querySelector('parsererror'), svg).toBeNull()
      expect(parsed.documentElement.getAttribute('viewBox')).toBe('0 0 32 32')
      // No link, script or external reference: the only URL is the SVG namespace.
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href|<script|url\(/i)
    }
    // Small: all of them together, as they load with the views.
    expect(gzipSync(icons.join('')).length).toBeLessThan(4_000)
  })

  test('a testnet wears a dashed ring; its mainnet does not', () => {
    expect(svgOf(bundledNetworkIcon(baseSepolia))).toContain('stroke-dasharray')
    expect(svgOf(bundledNetworkIcon(baseMainnet))).not.toContain('stroke-dasharray')
  })

  test('an unknown network or token gets a monogram, always the same for the same name', () => {
    expect(monogramIcon('Fantom')).toEqual(monogramIcon('Fantom'))
    expect(monogramIcon('Fantom')[1]).toBe('F')
    expect(svgOf(bundledTokenIcon('pepe'))).toContain('>P</text>')
    expect(drawIcon(['#000', '<&>'])).toContain('&#60;&#38;&#62;')
    // Known symbols in any case.
    expect(bundledTokenIcon('usdc')).toBe(bundledTokenIcon('USDC'))
  })
})

describe('hosted or bundled', () => {
  test('without a project id the bundled icons are shown', () => {
    initModal({ networks: [baseMainnet] })
    expect(networkImage(baseMainnet)).toEqual({
      src: bundledNetworkIcon(baseMainnet),
      fallback: bundledNetworkIcon(baseMainnet),
    })
    expect(tokenImage({ symbol: 'USDC', iconUrl: '' }).src).toBe(bundledTokenIcon('USDC'))
  })

  test('with a project id the hosted endpoints are used, the bundled icon kept as the fallback', () => {
    initModal({ networks: [baseMainnet], projectId: 'p1', serviceUrls: { walletDirectory: 'https://dir.example.org' } })
    expect(tokenImage({ symbol: 'USDC' })).toEqual({
      src: 'https://dir.example.org/public/getTokenImage/USDC?projectId=p1&st=agentry&sv=modal-core',
      fallback: bundledTokenIcon('USDC'),
    })
    expect(networkImage({ ...baseMainnet, assets: { imageId: 'img-base' } }).src).toBe(
      'https://dir.example.org/public/getAssetImage/img-base?projectId=p1&st=agentry&sv=modal-core',
    )
  })

  test('an image that fails to load gives way to the bundled icon', () => {
    const host = document.createElement('div')
    render(html`${assetIcon({ src: 'https://dir.example.org/broken.png', fallback: bundledTokenIcon('DAI') })}`, host)
    const image = host.querySelector('img')!
    expect(image.getAttribute('alt')).toBe('')
    image.dispatchEvent(new Event('error'))
    expect(image.getAttribute('src')).toBe(bundledTokenIcon('DAI'))
  })
})
