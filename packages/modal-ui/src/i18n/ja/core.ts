import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Japanese catalogue (loaded only when Japanese is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('ja')
 */
export const ja: CoreMessages = {
  shell: {
    close: '閉じる',
    back: '戻る',
    loading: '読み込み中',
  },
  connectButton: {
    connect: 'ウォレットを接続',
    connecting: '接続中…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + '、アカウント',
  },
  titles: {
    Connect: 'ウォレットを接続',
    Account: 'アカウント',
    Activity: 'アクティビティ',
    SIWXSignMessage: 'サインイン',
    UnsupportedChain: 'ネットワークを切り替え',
    ApproveTransaction: 'リクエストを承認',
    Send: '送金',
    Networks: 'ネットワーク',
    Swap: 'スワップ',
    Receive: '受け取る',
    SwapPreview: 'スワップの確認',
    SendPreview: '送金の確認',
    AllWallets: 'すべてのウォレット',
    ConnectingExternal: '接続中',
    ConnectingWalletConnect: 'WalletConnect で接続',
    ConnectingWalletConnectBasic: 'WalletConnect 経由',
    OnRamp: '暗号資産を購入',
    RegisterAccountName: '名前を選ぶ',
    RegisterAccountNameSuccess: '名前を登録しました',
    EmailLogin: 'メールで続行',
    EmailOtp: 'メールを確認',
    ConnectingFarcaster: 'Farcaster でログイン',
  },
  connect: {
    walletsLabel: 'ブラウザウォレット',
    connecting: '接続中…',
    connectingTo: (name: string) => `${name} に接続中…`,
    noWallet: 'ブラウザウォレットが見つかりません',
    noWalletHint: 'このブラウザにウォレット拡張機能をインストールしてから、ページを再読み込みしてください。',
    retry: '再試行',
    allWallets: 'すべてのウォレット',
    walletConnect: 'WalletConnect 経由',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `${name} に接続できませんでした`,
    tags: {
      recent: '最近使用',
      injected: 'インストール済み',
    },
  },
  snackbar: {
    dismiss: '閉じる',
  },
}
