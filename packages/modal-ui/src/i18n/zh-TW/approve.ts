import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the Approve Request view; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: '這個應用程式',
  heading: (appName: string, action: string) => `${appName} 要求你的錢包${action}`,
  action: (method: string): string =>
    ({
      personal_sign: '簽署一則訊息',
      eth_signTypedData_v4: '簽署結構化資料',
      eth_sendTransaction: '傳送一筆交易',
      eth_sendUserOperation: '傳送一個使用者操作',
      wallet_sendCalls: '傳送一批呼叫',
      wallet_grantPermissions: '授予權限',
      wallet_revokePermissions: '撤銷權限',
      solana_signMessage: '簽署一則訊息',
      solana_signTransaction: '簽署一筆交易',
      solana_signAllTransactions: '簽署多筆交易',
      solana_signAndSendTransaction: '簽署並傳送一筆交易',
    })[method] ?? `呼叫 ${method}`,
  explanation: '核准後，這項要求會轉交給你的錢包，由你在錢包中確認。拒絕則會取消要求。',
  more: (count: number) => `還有 ${count} 項要求正在等待`,
  approve: '核准',
  reject: '拒絕',
}
