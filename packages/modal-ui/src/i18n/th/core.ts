import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Thai catalogue (loaded only when Thai is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('th')
 */
export const th: CoreMessages = {
  shell: {
    close: 'ปิด',
    back: 'ย้อนกลับ',
    loading: 'กำลังโหลด',
  },
  connectButton: {
    connect: 'เชื่อมต่อกระเป๋าเงิน',
    connecting: 'กำลังเชื่อมต่อ…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', บัญชี',
  },
  titles: {
    Connect: 'เชื่อมต่อกระเป๋าเงิน',
    Account: 'บัญชี',
    Activity: 'กิจกรรม',
    SIWXSignMessage: 'เข้าสู่ระบบ',
    UnsupportedChain: 'สลับเครือข่าย',
    ApproveTransaction: 'อนุมัติคำขอ',
    Send: 'ส่ง',
    Networks: 'เครือข่าย',
    Swap: 'แลกเปลี่ยน',
    Receive: 'รับ',
    SwapPreview: 'ตรวจสอบการแลกเปลี่ยน',
    SendPreview: 'ตรวจสอบการส่ง',
    AllWallets: 'กระเป๋าเงินทั้งหมด',
    ConnectingExternal: 'กำลังเชื่อมต่อ',
    ConnectingWalletConnect: 'เชื่อมต่อด้วย WalletConnect',
    ConnectingWalletConnectBasic: 'ผ่าน WalletConnect',
    OnRamp: 'ซื้อคริปโต',
    RegisterAccountName: 'เลือกชื่อ',
    RegisterAccountNameSuccess: 'ลงทะเบียนชื่อแล้ว',
    EmailLogin: 'ดำเนินการต่อด้วยอีเมล',
    EmailOtp: 'ยืนยันอีเมล',
    ConnectingFarcaster: 'เข้าสู่ระบบด้วย Farcaster',
  },
  connect: {
    walletsLabel: 'กระเป๋าเงินในเบราว์เซอร์',
    connecting: 'กำลังเชื่อมต่อ…',
    connectingTo: (name: string) => `กำลังเชื่อมต่อกับ ${name}…`,
    noWallet: 'ไม่พบกระเป๋าเงินในเบราว์เซอร์',
    noWalletHint: 'ติดตั้งส่วนขยายกระเป๋าเงินในเบราว์เซอร์นี้ แล้วโหลดหน้านี้ใหม่',
    retry: 'ลองอีกครั้ง',
    allWallets: 'กระเป๋าเงินทั้งหมด',
    walletConnect: 'ผ่าน WalletConnect',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `เชื่อมต่อกับ ${name} ไม่สำเร็จ`,
    tags: {
      recent: 'ล่าสุด',
      injected: 'ติดตั้งแล้ว',
    },
  },
  snackbar: {
    dismiss: 'ปิด',
  },
}
