import { IMAGE_PRELOAD_TIMEOUT_MS, PRELOADED_IMAGES } from './directoryConstants.js'

export type PreloadWalletImagesParameters = { limit?: number; timeout?: number }

/**
 * Warms the browser's cache with the first 20 wallet images so the list paints with them; each image
 * gets 2 s. Resolves with how many loaded; never rejects, never blocks anything (where there is no
 * `Image`, as during server rendering, it does nothing).
 *
 * @example
 * void preloadWalletImages(wallets.map((wallet) => wallet.image_url))
 */
export async function preloadWalletImages(
  urls: readonly (string | undefined)[],
  { limit = PRELOADED_IMAGES, timeout = IMAGE_PRELOAD_TIMEOUT_MS }: PreloadWalletImagesParameters = {},
): Promise<number> {
  if (typeof Image === 'undefined') return 0
  const loads = urls
    .filter((url): url is string => typeof url === 'string' && url.length > 0)
    .slice(0, limit)
    .map(
      (url) =>
        new Promise<boolean>((resolve) => {
          const image = new Image()
          const timer = setTimeout(() => done(false), timeout)
          const done = (loaded: boolean) => {
            clearTimeout(timer)
            image.onload = image.onerror = null
            resolve(loaded)
          }
          image.onload = () => done(true)
          image.onerror = () => done(false)
          image.src = url
        }),
    )
  return (await Promise.all(loads)).filter(Boolean).length
}
