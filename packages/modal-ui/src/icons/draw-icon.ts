// Our own drawings: a disc in the chain's or token's colour with a white (or dark) monogram or a simple
// shape. Small on purpose: every icon is one short string, and they load with the views that show them.

/** One icon: background colour, then a glyph (up to 3 characters, or one of the shapes), then its colour. */
export type IconSpec = readonly [background: string, glyph: string, ink?: string]

/** The shapes drawn instead of letters. */
const SHAPES: Readonly<Record<string, (ink: string) => string>> = {
  // Two stacked facets (the upper one solid, the lower one lighter).
  diamond: (ink) =>
    `<path d="M16 5l7 11.4-7 4.1-7-4.1z" fill="${ink}"/><path d="M16 22l7-4.1L16 27l-7-9.1z" fill="${ink}" opacity=".65"/>`,
  // Three slanted bars.
  bars: (ink) => `<path d="M11 9h13l-3 3.4H8zm-3 5.3h13l3 3.4H11zM11 19.6h13l-3 3.4H8z" fill="${ink}"/>`,
  // A prompt: the local chain.
  prompt: (ink) =>
    `<path d="M9 11l5 5-5 5M16 22h7" fill="none" stroke="${ink}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
}

const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The SVG markup of an icon (32×32). A testnet gets a dashed ring, so it never looks like its mainnet.
 *
 * @example
 * drawIcon(['#0052FF', 'B']) // '<svg …><circle … fill="#0052FF"/><text …>B</text></svg>'
 */
export function drawIcon([background, glyph, ink = '#fff']: IconSpec, { testnet = false } = {}): string {
  const shape = SHAPES[glyph]
  const size = glyph.length > 2 ? 9 : glyph.length > 1 ? 12 : 16
  const mark = shape
    ? shape(ink)
    : `<text x="16" y="16" dy=".36em" font-family="system-ui,-apple-system,Segoe UI,sans-serif" font-size="${size}" font-weight="700" fill="${ink}" text-anchor="middle">${escape(glyph)}</text>`
  const ring = testnet
    ? `<circle cx="16" cy="16" r="14.6" fill="none" stroke="${ink}" stroke-width="1.4" stroke-dasharray="2.6 2.2" opacity=".8"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="16" fill="${background}"/>${mark}${ring}</svg>`
}

/**
 * An icon as a `data:` URL, for an `<img src>` (it needs no request and no network).
 *
 * @example
 * html`<img src=${iconDataUrl(['#F7931A', '₿'])} alt="" />`
 */
export function iconDataUrl(spec: IconSpec, options?: { testnet?: boolean }): string {
  return `data:image/svg+xml,${encodeURIComponent(drawIcon(spec, options))}`
}

/**
 * An icon for a name with none of its own: its first letter on a colour picked from the name, so the same
 * name always looks the same.
 *
 * @example
 * monogramIcon('Fantom') // ['hsl(…)', 'F']
 */
export function monogramIcon(name: string): IconSpec {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360
  const letter = [...name.trim()][0]?.toUpperCase() ?? '?'
  return [`hsl(${hash} 45% 42%)`, letter]
}
