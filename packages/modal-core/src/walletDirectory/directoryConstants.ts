/** Spec section 9: the wallet list is paged 40 at a time. */
export const WALLETS_PAGE_SIZE = 40
/** Spec section 9: a search asks for up to 100 entries. */
export const WALLET_SEARCH_ENTRIES = 100
/** Spec section 9: the featured section shows 4 wallets by default. */
export const FEATURED_WALLETS_COUNT = 4
/** Spec section 9: images are preloaded for the first 20 wallets, each given 2 s. */
export const PRELOADED_IMAGES = 20
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
