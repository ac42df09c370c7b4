import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Sign In view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} просить вас увійти`,
  appFallback: 'Цей застосунок',
  explanation:
    'Підпис повідомлення підтверджує, що цей гаманець ваш. Транзакція при цьому не надсилається, і газ не витрачається.',
  sign: 'Підписати',
  signing: 'Очікування підпису…',
  cancel: 'Скасувати',
}
