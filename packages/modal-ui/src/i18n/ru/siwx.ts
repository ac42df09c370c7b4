import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Sign In view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} просит вас войти`,
  appFallback: 'Это приложение',
  explanation:
    'Подпись сообщения подтверждает, что этот кошелёк ваш. Транзакция при этом не отправляется, и газ не тратится.',
  sign: 'Подписать',
  signing: 'Ожидание подписи…',
  cancel: 'Отмена',
}
