import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the All Wallets view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./allWallets.js')).allWallets
 */
export const allWallets: Messages['allWallets'] = {
  searchLabel: 'البحث في المحافظ',
  searchPlaceholder: 'ابحث عن محفظة',
  listLabel: 'قائمة المحافظ',
  loading: 'جارٍ تحميل المحافظ…',
  noResults: 'لم يتم العثور على محفظة',
  retry: 'إعادة المحاولة',
  loadMore: 'تحميل المزيد',
  certified: 'معتمدة',
  installedOnly: 'تظهر هنا فقط المحافظ المثبّتة في هذا المتصفح.',
  resultCount: (count: number) => {
    switch (new Intl.PluralRules('ar').select(count)) {
      case 'zero':
        return 'لم يتم العثور على أي محفظة'
      case 'one':
        return 'تم العثور على محفظة واحدة'
      case 'two':
        return 'تم العثور على محفظتين'
      case 'few':
        return `تم العثور على ${count} محافظ`
      default:
        return `تم العثور على ${count} محفظة`
    }
  },
}
