import type { Messages } from '../en/core.js'

/**
 * Russian messages of the Farcaster view; they load with the rest of the Russian texts once Russian is chosen.
 *
 * @example
 * (await import('./farcaster.js')).farcaster
 */
export const farcaster: Messages['farcaster'] = {
  qrLabel: 'Ссылка для входа в Farcaster в виде QR-кода',
  scan: 'Отсканируйте телефоном',
  hint: 'Откройте камеру на телефоне и подтвердите вход в Farcaster.',
  openHere: 'Открыть Farcaster на этом устройстве',
  connecting: 'Подключение…',
  noLink: 'Вход через Farcaster не начался. Вернитесь назад и попробуйте снова.',
}
