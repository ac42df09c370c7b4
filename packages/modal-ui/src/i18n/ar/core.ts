import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Arabic catalogue (loaded only when Arabic is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('ar')
 */
export const ar: CoreMessages = {
  shell: {
    close: 'إغلاق',
    back: 'رجوع',
    loading: 'جارٍ التحميل',
  },
  connectButton: {
    connect: 'ربط المحفظة',
    connecting: 'جارٍ الاتصال…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + '، الحساب',
  },
  titles: {
    Connect: 'ربط المحفظة',
    Account: 'الحساب',
    Activity: 'النشاط',
    SIWXSignMessage: 'تسجيل الدخول',
    UnsupportedChain: 'تبديل الشبكة',
    ApproveTransaction: 'الموافقة على الطلب',
    Send: 'إرسال',
    Networks: 'الشبكات',
    Swap: 'مبادلة',
    Receive: 'استلام',
    SwapPreview: 'مراجعة المبادلة',
    SendPreview: 'مراجعة الإرسال',
    AllWallets: 'كل المحافظ',
    ConnectingExternal: 'جارٍ الاتصال',
    ConnectingWalletConnect: 'الاتصال عبر WalletConnect',
    ConnectingWalletConnectBasic: 'عبر WalletConnect',
    OnRamp: 'شراء العملات المشفّرة',
    RegisterAccountName: 'اختيار اسم',
    RegisterAccountNameSuccess: 'تم تسجيل الاسم',
    EmailLogin: 'المتابعة بالبريد الإلكتروني',
    EmailOtp: 'تأكيد البريد الإلكتروني',
    ConnectingFarcaster: 'تسجيل الدخول عبر Farcaster',
  },
  connect: {
    walletsLabel: 'محافظ المتصفح',
    connecting: 'جارٍ الاتصال…',
    connectingTo: (name: string) => `جارٍ الاتصال بـ ${name}…`,
    noWallet: 'لم يتم العثور على محفظة في المتصفح',
    noWalletHint: 'ثبّت إضافة محفظة في هذا المتصفح، ثم أعد تحميل الصفحة.',
    retry: 'إعادة المحاولة',
    allWallets: 'كل المحافظ',
    walletConnect: 'عبر WalletConnect',
    walletCount: (count: number) => (count > 10 ? `أكثر من ${Math.floor((count - 1) / 10) * 10}` : String(count)),
    failed: (name: string) => `تعذّر الاتصال بـ ${name}`,
    tags: {
      recent: 'مؤخرًا',
      injected: 'مثبّتة',
    },
  },
  snackbar: {
    dismiss: 'إخفاء',
  },
}
