import type { Messages } from '../en/core.js'

/**
 * Latin-American Spanish messages of the Approve Request view; they load with the rest of the Latin-American Spanish texts once Latin-American Spanish is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: 'Esta app',
  heading: (appName: string, action: string) => `${appName} le pide a tu billetera ${action}`,
  action: (method: string): string =>
    ({
      personal_sign: 'firmar un mensaje',
      eth_signTypedData_v4: 'firmar datos estructurados',
      eth_sendTransaction: 'enviar una transacción',
      eth_sendUserOperation: 'enviar una operación de usuario',
      wallet_sendCalls: 'enviar un lote de llamadas',
      wallet_grantPermissions: 'otorgar permisos',
      wallet_revokePermissions: 'revocar permisos',
      solana_signMessage: 'firmar un mensaje',
      solana_signTransaction: 'firmar una transacción',
      solana_signAllTransactions: 'firmar transacciones',
      solana_signAndSendTransaction: 'firmar y enviar una transacción',
    })[method] ?? `llamar a ${method}`,
  explanation: 'Aprueba para pasar esta solicitud a tu billetera, donde la confirmas. Rechaza para cancelarla.',
  more: (count: number) =>
    new Intl.PluralRules('es').select(count) === 'one'
      ? `${count} solicitud más en espera`
      : `${count} solicitudes más en espera`,
  approve: 'Aprobar',
  reject: 'Rechazar',
}
