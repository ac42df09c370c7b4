import { currencyImageUrl, tokenImageUrl, type OnrampOptions } from '@agentry/modal-core/features'
import { iconDataUrl, monogramIcon, type IconSpec } from '../icons/draw-icon.js'
import { bundledTokenIcon } from '../icons/token-icons.js'

/** Our icons of the built-in on-ramp providers, by id: their colour, our mark. */
const PROVIDER_ICONS: Readonly<Record<string, IconSpec>> = {
  coinbase: ['#0052FF', 'C'],
  meld: ['#111827', 'M', '#A5F3FC'],
}

/** Our icons of the common payment (fiat) currencies, by ISO code. */
const FIAT_ICONS: Readonly<Record<string, IconSpec>> = {
  USD: ['#2E7D32', '$'],
  EUR: ['#1F4FA8', '€'],
  GBP: ['#6A1B9A', '£'],
  JPY: ['#B71C1C', '¥'],
  CHF: ['#C62828', 'Fr'],
}

/**
 * An on-ramp provider's bundled icon (a `data:` URL): ours for a built-in provider, a monogram of its name
 * for any other. The spec has no hosted image of a provider.
 *
 * @example
 * html`<img src=${onrampProviderIcon({ id: 'coinbase', name: 'Coinbase' })} alt="" />`
 */
export function onrampProviderIcon(provider: { id: string; name: string }): string {
  return iconDataUrl(PROVIDER_ICONS[provider.id] ?? monogramIcon(provider.name))
}

/**
 * A payment currency's bundled icon (a `data:` URL): its symbol for a common code, a monogram otherwise.
 *
 * @example
 * html`<img src=${fiatCurrencyIcon('EUR')} alt="" />`
 */
export function fiatCurrencyIcon(code: string): string {
  return iconDataUrl(FIAT_ICONS[code.toUpperCase()] ?? monogramIcon(code))
}

/** Where one on-ramp image comes from: the hosted endpoint (with a project id) and our icon to fall back on. */
export type OnrampImageSource = { hosted: string | undefined; fallback: string }

/**
 * The images of the on-ramp options, by `purchase:<id>` and `payment:<id>`: a purchase currency's from the
 * hosted `public/getTokenImage/{symbol}`, a payment currency's from `public/getCurrencyImage/{code}` (spec
 * section 7; both only with a project id), each with our bundled icon as the fallback.
 *
 * @example
 * onrampImageSources(SAMPLE_ONRAMP_OPTIONS)['payment:USD'] // { hosted: 'https://…/public/getCurrencyImage/USD?…', fallback: 'data:…' }
 */
export function onrampImageSources(options: OnrampOptions): Record<string, OnrampImageSource> {
  const sources: Record<string, OnrampImageSource> = {}
  for (const currency of options.purchaseCurrencies)
    sources[`purchase:${currency.id}`] = {
      hosted: tokenImageUrl({ symbol: currency.symbol }),
      fallback: bundledTokenIcon(currency.symbol),
    }
  for (const currency of options.paymentCurrencies)
    sources[`payment:${currency.id}`] = {
      hosted: currencyImageUrl(currency.id),
      fallback: fiatCurrencyIcon(currency.id),
    }
  return sources
}

const loaded = new Map<string, Promise<string | undefined>>()

/**
 * Fetches a hosted image once per page and resolves with an object URL of it, or undefined when the
 * service is down, answers with an error or with something that is not an image. Fetched rather than put
 * in an `<img src>`, so an image that fails costs the view nothing to show (our icon stays) and a page that
 * answers its service's requests itself (a test, Storybook offline) sees every request.
 *
 * @example
 * const src = (await loadHostedImage(url)) ?? fallback
 */
export function loadHostedImage(url: string): Promise<string | undefined> {
  let image = loaded.get(url)
  if (!image) {
    image = fetch(url)
      .then(async (response) => {
        if (!response.ok || !response.headers.get('content-type')?.startsWith('image/')) return undefined
        return URL.createObjectURL(await response.blob())
      })
      .catch(() => undefined)
    loaded.set(url, image)
  }
  return image
}

/**
 * Forgets the fetched images (each is fetched again when next shown); for tests and a changed project id.
 *
 * @example
 * afterEach(() => forgetHostedImages())
 */
export function forgetHostedImages(): void {
  for (const image of loaded.values()) void image.then((src) => src && URL.revokeObjectURL(src))
  loaded.clear()
}
