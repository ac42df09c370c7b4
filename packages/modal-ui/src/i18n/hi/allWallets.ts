import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('hi')

/**
 * Hindi messages of the All Wallets view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'वॉलेट खोजें',
  searchPlaceholder: 'वॉलेट खोजें',
  listLabel: 'वॉलेट सूची',
  loading: 'वॉलेट लोड हो रहे हैं…',
  noResults: 'कोई वॉलेट नहीं मिला',
  retry: 'फिर से कोशिश करें',
  loadMore: 'और लोड करें',
  certified: 'प्रमाणित',
  installedOnly: 'यहाँ सिर्फ़ इस ब्राउज़र में इंस्टॉल वॉलेट दिखते हैं।',
  /** The noun stays as it is; the verb agrees with the count ("1 वॉलेट मिला", "5 वॉलेट मिले"). */
  resultCount: (count: number) => `${count} वॉलेट ${plural.select(count) === 'one' ? 'मिला' : 'मिले'}`,
}
