import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Activity list (Account view tab and Activity view); they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./activity.js')).activity
 */
export const activity: Messages['activity'] = {
  tabsLabel: 'खाते का विवरण',
  tokens: 'टोकन',
  activity: 'गतिविधि',
  empty: 'अभी कोई गतिविधि नहीं',
  partial: 'केवल हाल के ट्रांसफ़र: यह नेटवर्क पूरा इतिहास नहीं देता',
  loading: 'गतिविधि लोड हो रही है',
  more: 'और लोड करें',
  retry: 'फिर से कोशिश करें',
  transaction: 'लेन-देन',
  operation: (type: string) =>
    ({
      send: 'भेजा',
      receive: 'प्राप्त किया',
      trade: 'स्वैप किया',
      mint: 'मिंट किया',
      approve: 'स्वीकृत किया',
      execute: 'निष्पादित किया',
      deposit: 'जमा किया',
      withdraw: 'निकाला',
      burn: 'बर्न किया',
    })[type] ?? type,
}
