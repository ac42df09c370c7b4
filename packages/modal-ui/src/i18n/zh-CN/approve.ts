import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the Approve Request view; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: '此应用',
  heading: (appName: string, action: string) => `${appName} 请求您的钱包${action}`,
  action: (method: string): string =>
    ({
      personal_sign: '签名一条消息',
      eth_signTypedData_v4: '签名结构化数据',
      eth_sendTransaction: '发送一笔交易',
      eth_sendUserOperation: '发送一个用户操作',
      wallet_sendCalls: '发送一批调用',
      wallet_grantPermissions: '授予权限',
      wallet_revokePermissions: '撤销权限',
      solana_signMessage: '签名一条消息',
      solana_signTransaction: '签名一笔交易',
      solana_signAllTransactions: '签名多笔交易',
      solana_signAndSendTransaction: '签名并发送一笔交易',
    })[method] ?? `调用 ${method}`,
  explanation: '批准后，此请求将转交给您的钱包，由您在钱包中确认。拒绝则取消请求。',
  more: (count: number) => `还有 ${count} 个请求在等待`,
  approve: '批准',
  reject: '拒绝',
}
