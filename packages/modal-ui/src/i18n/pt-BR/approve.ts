import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Approve Request view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Este app',
  heading: (appName: string, action: string) => `${appName} pede à sua carteira para ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'assinar uma mensagem',
      eth_signTypedData_v4: 'assinar dados estruturados',
      eth_sendTransaction: 'enviar uma transação',
      eth_sendUserOperation: 'enviar uma operação de usuário',
      wallet_sendCalls: 'enviar um lote de chamadas',
      wallet_grantPermissions: 'conceder permissões',
      wallet_revokePermissions: 'revogar permissões',
      solana_signMessage: 'assinar uma mensagem',
      solana_signTransaction: 'assinar uma transação',
      solana_signAllTransactions: 'assinar transações',
      solana_signAndSendTransaction: 'assinar e enviar uma transação',
    })[method] ?? `chamar ${method}`,
  explanation: 'Aprove para repassar esta solicitação à sua carteira, onde você a confirma. Recuse para cancelá-la.',
  more: (count: number) =>
    new Intl.PluralRules('pt-BR').select(count) === 'one'
      ? `Mais ${count} solicitação aguardando`
      : `Mais ${count} solicitações aguardando`,
  approve: 'Aprovar',
  reject: 'Recusar',
}
