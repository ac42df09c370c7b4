import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the Approve Request view; they load with the rest of the Japanese texts once Japanese is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'このアプリ',
  heading: (appName: string, action: string) => `${appName} がウォレットに${action}を求めています`,
  action: (method: string): string =>
    ({
      personal_sign: 'メッセージへの署名',
      eth_signTypedData_v4: '構造化データへの署名',
      eth_sendTransaction: 'トランザクションの送信',
      eth_sendUserOperation: 'ユーザーオペレーションの送信',
      wallet_sendCalls: '複数の呼び出しの送信',
      wallet_grantPermissions: '権限の付与',
      wallet_revokePermissions: '権限の取り消し',
      solana_signMessage: 'メッセージへの署名',
      solana_signTransaction: 'トランザクションへの署名',
      solana_signAllTransactions: '複数のトランザクションへの署名',
      solana_signAndSendTransaction: 'トランザクションの署名と送信',
    })[method] ?? `${method} の呼び出し`,
  explanation: '承認するとこのリクエストがウォレットに渡され、そこで確定します。取り消すには拒否してください。',
  more: (count: number) => `ほかに ${count} 件のリクエストが待機中`,
  approve: '承認',
  reject: '拒否',
}
