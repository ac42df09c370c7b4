import type { Messages } from '../en/core.js'

/**
 * Turkish messages of the Sign In view; they load with the rest of the Turkish texts once Turkish is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} giriş yapmanızı istiyor`,
  appFallback: 'Bu uygulama',
  explanation: 'Bir mesajı imzalamak, bu cüzdanın size ait olduğunu kanıtlar. İşlem gönderilmez ve gas harcanmaz.',
  sign: 'İmzala',
  signing: 'İmza bekleniyor…',
  cancel: 'İptal',
}
