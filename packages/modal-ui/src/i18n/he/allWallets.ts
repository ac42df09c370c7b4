import type { Messages } from '../en/core.js'

/**
 * Hebrew messages of the All Wallets view; they load with the rest of the Hebrew texts once Hebrew is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'חיפוש ארנקים',
  searchPlaceholder: 'חיפוש ארנק',
  listLabel: 'רשימת ארנקים',
  loading: 'טוען ארנקים…',
  noResults: 'לא נמצא ארנק',
  retry: 'לנסות שוב',
  loadMore: 'טעינת עוד',
  certified: 'מאושר',
  installedOnly: 'כאן מופיעים רק הארנקים שמותקנים בדפדפן הזה.',
  resultCount: (count: number) => {
    switch (new Intl.PluralRules('he').select(count)) {
      case 'one':
        return 'נמצא ארנק אחד'
      case 'two':
        return 'נמצאו שני ארנקים'
      default:
        return `נמצאו ${count} ארנקים`
    }
  },
}
