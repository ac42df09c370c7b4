import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Chinese (traditional, Taiwan) catalogue (loaded only when Chinese (traditional, Taiwan) is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('zh-TW')
 */
export const zhTW: CoreMessages = {
  shell: {
    close: '關閉',
    back: '返回',
    loading: '載入中',
  },
  connectButton: {
    connect: '連結錢包',
    connecting: '連結中…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + '，帳戶',
  },
  titles: {
    Connect: '連結錢包',
    Account: '帳戶',
    Activity: '活動',
    SIWXSignMessage: '登入',
    UnsupportedChain: '切換網路',
    ApproveTransaction: '核准要求',
    Send: '傳送',
    Networks: '網路',
    Swap: '兌換',
    Receive: '接收',
    SwapPreview: '確認兌換',
    SendPreview: '確認傳送',
    AllWallets: '所有錢包',
    ConnectingExternal: '連結中',
    ConnectingWalletConnect: '透過 WalletConnect 連結',
    ConnectingWalletConnectBasic: '透過 WalletConnect',
    OnRamp: '購買加密貨幣',
    RegisterAccountName: '選擇名稱',
    RegisterAccountNameSuccess: '名稱已註冊',
    EmailLogin: '使用電子郵件繼續',
    EmailOtp: '驗證電子郵件',
    ConnectingFarcaster: '使用 Farcaster 登入',
  },
  connect: {
    walletsLabel: '瀏覽器錢包',
    connecting: '連結中…',
    connectingTo: (name: string) => `正在連結 ${name}…`,
    noWallet: '找不到瀏覽器錢包',
    noWalletHint: '請在這個瀏覽器中安裝錢包擴充功能，然後重新載入頁面。',
    retry: '重試',
    allWallets: '所有錢包',
    walletConnect: '透過 WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `無法連結 ${name}`,
    tags: {
      recent: '最近使用',
      injected: '已安裝',
    },
  },
  snackbar: {
    dismiss: '關閉',
  },
}
