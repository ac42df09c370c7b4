import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) texts of the alert bar; they load with the rest of the Chinese (Hong Kong) texts once Chinese (Hong Kong) is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: '找不到網絡',
    body: '所要求的網絡並非此應用程式支援的網絡。',
  },
  INVALID_APP_CONFIGURATION: {
    title: '應用程式設定無效',
    body: '此網站的來源不在項目的允許清單內，或未能載入內嵌錢包。請將來源加入項目的允許網域，然後重新載入頁面。',
  },
  SESSION_EXPIRED: {
    title: '工作階段已過期',
    body: '工作階段尚未生效，通常是因為此裝置的時鐘不準確。請檢查日期和時間設定，然後重新連接錢包。',
  },
  INVALID_PROJECT_ID: {
    title: '項目 ID 無效',
    body: '服務拒絕了此項目 ID。請檢查傳給 `initModal` 的 `projectId` 選項。',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: '未設定項目 ID',
    body: '未有設定項目 ID，因此不會使用需要 ID 的服務。如要使用，請將 `projectId` 傳給 `initModal`。',
  },
  close: '關閉',
}
