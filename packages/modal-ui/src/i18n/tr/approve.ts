import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Approve Request view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Bu uygulama',
  heading: (appName: string, action: string) => `${appName}, cüzdanınızdan ${action} istiyor`,
  action: (method: string): string =>
    ({
      personal_sign: 'bir mesaj imzalamasını',
      eth_signTypedData_v4: 'yapılandırılmış veri imzalamasını',
      eth_sendTransaction: 'bir işlem göndermesini',
      eth_sendUserOperation: 'bir kullanıcı işlemi göndermesini',
      wallet_sendCalls: 'toplu çağrı göndermesini',
      wallet_grantPermissions: 'izin vermesini',
      wallet_revokePermissions: 'izinleri geri almasını',
      solana_signMessage: 'bir mesaj imzalamasını',
      solana_signTransaction: 'bir işlem imzalamasını',
      solana_signAllTransactions: 'işlemleri imzalamasını',
      solana_signAndSendTransaction: 'bir işlemi imzalayıp göndermesini',
    })[method] ?? `${method} çağırmasını`,
  explanation: 'Onaylarsanız istek cüzdanınıza iletilir ve orada onaylarsınız. İptal etmek için reddedin.',
  /** Turkish keeps the noun singular after any number, so one form serves every count. */
  more: (count: number) => `${count} istek daha bekliyor`,
  approve: 'Onayla',
  reject: 'Reddet',
}
