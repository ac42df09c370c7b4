import type { CuratedWallet } from '@agentry/modal-core'

/** The shape each curated wallet's monogram sits on; others get a rounded square. */
const SHAPES: Readonly<Record<string, 'circle' | 'square' | 'drop'>> = {
  coinbase: 'circle',
  phantom: 'drop',
  rainbow: 'circle',
  backpack: 'drop',
  zerion: 'circle',
}

/** Monogram letters where the first letter alone would be ambiguous in the list. */
const LETTERS: Readonly<Record<string, string>> = { ledger: 'LL', okx: 'OK' }

/** Relative luminance of a `#rrggbb` colour (WCAG), to pick a monogram colour that reads on it. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

function shapeOf(kind: 'circle' | 'square' | 'drop', fill: string): string {
  if (kind === 'circle') return `<circle cx="20" cy="20" r="20" fill="${fill}"/>`
  if (kind === 'drop')
    return `<path d="M20 0h10a10 10 0 0 1 10 10v10a20 20 0 0 1-40 0V10A10 10 0 0 1 10 0z" fill="${fill}"/>`
  return `<rect width="40" height="40" rx="10" fill="${fill}"/>`
}

/**
 * The bundled icon of a curated wallet: our own monogram of its name on a simple shape in its brand
 * colour, as an SVG data URL (no request, no vendor artwork). A wallet the app added with its own
 * `imageUrl` keeps that image.
 *
 * @example
 * html`<agentry-wallet-row name=${wallet.name} image-url=${walletIconUrl(wallet)}></agentry-wallet-row>`
 */
export function walletIconUrl(wallet: Pick<CuratedWallet, 'id' | 'name' | 'color' | 'imageUrl'>): string {
  if (wallet.imageUrl) return wallet.imageUrl
  const fill = /^#[0-9a-f]{6}$/i.test(wallet.color) ? wallet.color : '#5b5bd6'
  const ink = luminance(fill) > 0.45 ? '#111111' : '#ffffff'
  const letters = LETTERS[wallet.id] ?? wallet.name.trim().charAt(0).toUpperCase()
  const size = letters.length > 1 ? 15 : 20
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${shapeOf(SHAPES[wallet.id] ?? 'square', fill)}` +
    `<text x="20" y="21" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" ` +
    `font-weight="700" font-size="${size}" fill="${ink}">${letters.replace(/[<&>"]/g, '')}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
