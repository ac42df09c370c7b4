import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the Approve Request view; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: '此應用程式',
  heading: (appName: string, action: string) => `${appName} 要求你的錢包${action}`,
  action: (method: string): string =>
    ({
      personal_sign: '簽署一則訊息',
      eth_signTypedData_v4: '簽署結構化數據',
      eth_sendTransaction: '發送一筆交易',
      eth_sendUserOperation: '發送一項用戶操作',
      wallet_sendCalls: '發送一批調用',
      wallet_grantPermissions: '授予權限',
      wallet_revokePermissions: '撤銷權限',
      solana_signMessage: '簽署一則訊息',
      solana_signTransaction: '簽署一筆交易',
      solana_signAllTransactions: '簽署多筆交易',
      solana_signAndSendTransaction: '簽署並發送一筆交易',
    })[method] ?? `調用 ${method}`,
  explanation: '批准後，此要求會轉交你的錢包，由你在錢包內確認。拒絕則會取消要求。',
  more: (count: number) => `尚有 ${count} 項要求等候中`,
  approve: '批准',
  reject: '拒絕',
}
