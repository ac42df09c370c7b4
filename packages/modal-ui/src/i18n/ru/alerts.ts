import type { Messages } from '../en/core.js'

/**
 * Russian texts of the alert bar; they load with the rest of the Russian texts once Russian is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'Сеть не найдена',
    body: 'Запрошенная сеть не входит в число сетей, которые поддерживает это приложение.',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'Неверная конфигурация приложения',
    body: 'Источник (origin) этого сайта не входит в список разрешённых для проекта, или встроенный кошелёк не удалось загрузить. Добавьте источник в разрешённые домены проекта и перезагрузите страницу.',
  },
  SESSION_EXPIRED: {
    title: 'Сессия истекла',
    body: 'Сессия ещё не действительна; обычно это значит, что часы на этом устройстве идут неверно. Проверьте настройки даты и времени, затем снова подключите кошелёк.',
  },
  INVALID_PROJECT_ID: {
    title: 'Неверный ID проекта',
    body: 'Сервис отклонил ID проекта. Проверьте опцию `projectId`, переданную в `initModal`.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'ID проекта не задан',
    body: 'ID проекта не задан, поэтому сервисы, которым он нужен, не используются. Передайте `projectId` в `initModal`, чтобы их использовать.',
  },
  close: 'Закрыть',
}
