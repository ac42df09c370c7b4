import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) texts of the alert bar; they load with the rest of the Chinese (traditional, Taiwan) texts once Chinese (traditional, Taiwan) is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: '找不到網路',
    body: '要求的網路不在這個應用程式支援的網路之中。',
  },
  INVALID_APP_CONFIGURATION: {
    title: '應用程式設定無效',
    body: '這個網站的來源不在專案的允許清單中，或無法載入內嵌錢包。請將來源加入專案的允許網域，然後重新載入頁面。',
  },
  SESSION_EXPIRED: {
    title: '工作階段已過期',
    body: '工作階段尚未生效，通常是因為這部裝置的時鐘不準確。請檢查日期與時間設定，然後重新連結錢包。',
  },
  INVALID_PROJECT_ID: {
    title: '專案 ID 無效',
    body: '服務拒絕了這個專案 ID。請檢查傳給 `initModal` 的 `projectId` 選項。',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: '未設定專案 ID',
    body: '尚未設定專案 ID，因此不會使用需要它的服務。若要使用，請將 `projectId` 傳給 `initModal`。',
  },
  close: '關閉',
}
