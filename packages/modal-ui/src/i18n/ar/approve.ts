import type { Messages } from '../en/core.js'

/**
 * Arabic messages of the Approve Request view; they load with the rest of the Arabic texts once Arabic is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'هذا التطبيق',
  heading: (appName: string, action: string) => `يطلب ${appName} من محفظتك ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'توقيع رسالة',
      eth_signTypedData_v4: 'توقيع بيانات منظّمة',
      eth_sendTransaction: 'إرسال معاملة',
      eth_sendUserOperation: 'إرسال عملية مستخدم',
      wallet_sendCalls: 'إرسال مجموعة من الاستدعاءات',
      wallet_grantPermissions: 'منح أذونات',
      wallet_revokePermissions: 'إلغاء أذونات',
      solana_signMessage: 'توقيع رسالة',
      solana_signTransaction: 'توقيع معاملة',
      solana_signAllTransactions: 'توقيع معاملات',
      solana_signAndSendTransaction: 'توقيع معاملة وإرسالها',
    })[method] ?? `استدعاء ${method}`,
  explanation: 'وافق لتمرير هذا الطلب إلى محفظتك لتؤكّده هناك، أو ارفض لإلغائه.',
  more: (count: number) => {
    switch (new Intl.PluralRules('ar').select(count)) {
      case 'one':
        return 'طلب آخر واحد في الانتظار'
      case 'two':
        return 'طلبان آخران في الانتظار'
      case 'few':
        return `${count} طلبات أخرى في الانتظار`
      case 'many':
        return `${count} طلبًا آخر في الانتظار`
      default:
        return `${count} طلب آخر في الانتظار`
    }
  },
  approve: 'موافقة',
  reject: 'رفض',
}
