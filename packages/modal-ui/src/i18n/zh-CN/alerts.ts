import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) texts of the alert bar; they load with the rest of the Chinese (simplified) texts once Chinese (simplified) is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: '未找到网络',
    body: '请求的网络不在此应用支持的网络之列。',
  },
  INVALID_APP_CONFIGURATION: {
    title: '应用配置无效',
    body: '此网站的来源不在项目的允许列表中，或内嵌钱包无法加载。请将该来源添加到项目的允许域名中，然后重新加载页面。',
  },
  SESSION_EXPIRED: {
    title: '会话已过期',
    body: '会话尚未生效，这通常是因为此设备的时钟不准确。请检查日期和时间设置，然后重新连接钱包。',
  },
  INVALID_PROJECT_ID: {
    title: '项目 ID 无效',
    body: '服务拒绝了该项目 ID。请检查传给 `initModal` 的 `projectId` 选项。',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: '未配置项目 ID',
    body: '未设置项目 ID，因此不会使用需要它的服务。如需使用，请将 `projectId` 传给 `initModal`。',
  },
  close: '关闭',
}
