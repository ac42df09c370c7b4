import type { Messages } from '../en/core.js'

const plural = new Intl.PluralRules('hi')

/**
 * Hindi messages of the Approve Request view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'यह ऐप',
  heading: (appName: string, action: string) => `${appName} आपके वॉलेट से ${action} के लिए कह रहा है`,
  action: (method: string): string =>
    ({
      personal_sign: 'एक संदेश पर हस्ताक्षर करने',
      eth_signTypedData_v4: 'टाइप्ड डेटा पर हस्ताक्षर करने',
      eth_sendTransaction: 'एक लेन-देन भेजने',
      eth_sendUserOperation: 'एक यूज़र ऑपरेशन भेजने',
      wallet_sendCalls: 'कॉल का एक बैच भेजने',
      wallet_grantPermissions: 'अनुमतियाँ देने',
      wallet_revokePermissions: 'अनुमतियाँ वापस लेने',
      solana_signMessage: 'एक संदेश पर हस्ताक्षर करने',
      solana_signTransaction: 'एक लेन-देन पर हस्ताक्षर करने',
      solana_signAllTransactions: 'लेन-देनों पर हस्ताक्षर करने',
      solana_signAndSendTransaction: 'एक लेन-देन पर हस्ताक्षर करके उसे भेजने',
    })[method] ?? `${method} कॉल करने`,
  explanation:
    'अनुरोध को अपने वॉलेट तक पहुँचाने के लिए स्वीकृत करें, जहाँ आप उसकी पुष्टि करेंगे। रद्द करने के लिए अस्वीकार करें।',
  /** The noun stays as it is; the verb agrees with the count ("है" for one, "हैं" for more). */
  more: (count: number) => `${count} और अनुरोध प्रतीक्षा में ${plural.select(count) === 'one' ? 'है' : 'हैं'}`,
  approve: 'स्वीकृत करें',
  reject: 'अस्वीकार करें',
}
