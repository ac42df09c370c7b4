import type { Messages } from '../en/core.js'

/**
 * Ukrainian messages of the Farcaster view; they load with the rest of the Ukrainian texts once Ukrainian is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Посилання для входу у Farcaster у вигляді QR-коду',
  scan: 'Скануйте телефоном',
  hint: 'Відкрийте камеру на телефоні й підтвердьте вхід у Farcaster.',
  openHere: 'Відкрити Farcaster на цьому пристрої',
  connecting: 'Підключення…',
  noLink: 'Вхід через Farcaster не розпочався. Поверніться назад і спробуйте ще раз.',
}
