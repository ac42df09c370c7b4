import type { Messages } from '../en/core.js'

/**
 * Japanese texts of the alert bar; they load with the rest of the Japanese texts once Japanese is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: 'ネットワークが見つかりません',
    body: '要求されたネットワークは、このアプリが対応しているネットワークではありません。',
  },
  INVALID_APP_CONFIGURATION: {
    title: 'アプリの設定が無効です',
    body: 'このウェブサイトのオリジンがプロジェクトの許可リストにないか、埋め込みウォレットを読み込めませんでした。プロジェクトの許可ドメインにオリジンを追加し、ページを再読み込みしてください。',
  },
  SESSION_EXPIRED: {
    title: 'セッションの有効期限切れ',
    body: 'セッションはまだ有効になっていません。多くの場合、この端末の時計がずれています。日付と時刻の設定を確認してから、ウォレットを再接続してください。',
  },
  INVALID_PROJECT_ID: {
    title: 'プロジェクト ID が無効です',
    body: 'サービスがプロジェクト ID を拒否しました。`initModal` に渡した `projectId` オプションを確認してください。',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: 'プロジェクト ID が未設定です',
    body: 'プロジェクト ID が設定されていないため、ID が必要なサービスは使われません。使うには `initModal` に `projectId` を渡してください。',
  },
  close: '閉じる',
}
