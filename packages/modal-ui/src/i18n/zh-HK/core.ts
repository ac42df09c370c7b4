import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Chinese (Hong Kong) catalogue (loaded only when Chinese (Hong Kong) is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('zh-HK')
 */
export const zhHK: CoreMessages = {
  shell: {
    close: '關閉',
    back: '返回',
    loading: '載入中',
  },
  connectButton: {
    connect: '連接錢包',
    connecting: '連接中…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + '，帳戶',
  },
  titles: {
    Connect: '連接錢包',
    Account: '帳戶',
    Activity: '活動',
    SIWXSignMessage: '登入',
    UnsupportedChain: '切換網絡',
    ApproveTransaction: '批准要求',
    Send: '發送',
    Networks: '網絡',
    Swap: '兌換',
    Receive: '接收',
    SwapPreview: '確認兌換',
    SendPreview: '確認發送',
    AllWallets: '所有錢包',
    ConnectingExternal: '連接中',
    ConnectingWalletConnect: '經 WalletConnect 連接',
    ConnectingWalletConnectBasic: '經 WalletConnect',
    OnRamp: '購買加密貨幣',
    RegisterAccountName: '選擇名稱',
    RegisterAccountNameSuccess: '名稱已登記',
    EmailLogin: '以電郵繼續',
    EmailOtp: '確認電郵',
    ConnectingFarcaster: '以 Farcaster 登入',
  },
  connect: {
    walletsLabel: '瀏覽器錢包',
    connecting: '連接中…',
    connectingTo: (name: string) => `正在連接 ${name}…`,
    noWallet: '找不到瀏覽器錢包',
    noWalletHint: '請在此瀏覽器安裝錢包擴充功能，然後重新載入頁面。',
    retry: '再試一次',
    allWallets: '所有錢包',
    walletConnect: '經 WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `未能連接 ${name}`,
    tags: {
      recent: '最近使用',
      injected: '已安裝',
    },
  },
  snackbar: {
    dismiss: '關閉',
  },
}
