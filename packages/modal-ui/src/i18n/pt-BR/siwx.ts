import type { Messages } from '../en/core.js'

/**
 * Brazilian Portuguese messages of the Sign In view; they load with the rest of the Brazilian Portuguese texts once Brazilian Portuguese is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} quer que você entre`,
  appFallback: 'Este app',
  explanation: 'Assinar uma mensagem prova que esta carteira é sua. Isso não envia nenhuma transação nem gasta gás.',
  sign: 'Assinar',
  signing: 'Aguardando a assinatura…',
  cancel: 'Cancelar',
}
