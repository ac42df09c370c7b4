import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Chinese (simplified) catalogue (loaded only when Chinese (simplified) is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('zh-CN')
 */
export const zhCN: CoreMessages = {
  shell: {
    close: '关闭',
    back: '返回',
    loading: '加载中',
  },
  connectButton: {
    connect: '连接钱包',
    connecting: '连接中…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + '，账户',
  },
  titles: {
    Connect: '连接钱包',
    Account: '账户',
    Activity: '活动',
    SIWXSignMessage: '登录',
    UnsupportedChain: '切换网络',
    ApproveTransaction: '批准请求',
    Send: '发送',
    Networks: '网络',
    Swap: '兑换',
    Receive: '接收',
    SwapPreview: '确认兑换',
    SendPreview: '确认发送',
    AllWallets: '所有钱包',
    ConnectingExternal: '连接中',
    ConnectingWalletConnect: '通过 WalletConnect 连接',
    ConnectingWalletConnectBasic: '通过 WalletConnect',
    OnRamp: '购买加密货币',
    RegisterAccountName: '选择名称',
    RegisterAccountNameSuccess: '名称已注册',
    EmailLogin: '使用邮箱继续',
    EmailOtp: '验证邮箱',
    ConnectingFarcaster: '使用 Farcaster 登录',
  },
  connect: {
    walletsLabel: '浏览器钱包',
    connecting: '连接中…',
    connectingTo: (name: string) => `正在连接 ${name}…`,
    noWallet: '未找到浏览器钱包',
    noWalletHint: '请在此浏览器中安装钱包扩展程序，然后重新加载页面。',
    retry: '重试',
    allWallets: '所有钱包',
    walletConnect: '通过 WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `无法连接到 ${name}`,
    tags: {
      recent: '最近使用',
      injected: '已安装',
    },
  },
  snackbar: {
    dismiss: '关闭',
  },
}
