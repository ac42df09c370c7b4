import type { Messages } from '../en/core.js'

/**
 * Ukrainian texts of the alert bar; they load with the rest of the Ukrainian texts once Ukrainian is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Мережу не знайдено',
    body: 'Запитана мережа не входить до мереж, які підтримує цей застосунок.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Недійсна конфігурація застосунку',
    body: 'Джерела (origin) цього сайту немає в списку дозволених для проєкту, або вбудований гаманець не вдалося завантажити. Додайте джерело до дозволених доменів проєкту й перезавантажте сторінку.',
  },
  SESSION_EXPIRED: {
    title: 'Сесія закінчилася',
    body: 'Сесія ще не дійсна; зазвичай це означає, що годинник цього пристрою йде неправильно. Перевірте налаштування дати й часу, потім знову підключіть гаманець.',
  },
  INVALID_PROJECT_ID: {
    title: 'Недійсний ID проєкту',
    body: 'Сервіс відхилив ID проєкту. Перевірте параметр `projectId`, переданий у `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ID проєкту не задано',
    body: 'ID проєкту не задано, тому сервіси, яким він потрібен, не використовуються. Передайте `projectId` у `initModal`, щоб їх використовувати.',
  },
  close: 'Закрити',
}
