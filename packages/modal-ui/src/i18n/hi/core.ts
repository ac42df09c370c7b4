import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Hindi catalogue (loaded only when Hindi is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('hi')
 */
export const hi: CoreMessages = {
  shell: {
    close: 'बंद करें',
    back: 'वापस',
    loading: 'लोड हो रहा है',
  },
  connectButton: {
    connect: 'वॉलेट कनेक्ट करें',
    connecting: 'कनेक्ट हो रहा है…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', खाता',
  },
  titles: {
    Connect: 'वॉलेट कनेक्ट करें',
    Account: 'खाता',
    Activity: 'गतिविधि',
    SIWXSignMessage: 'साइन इन करें',
    UnsupportedChain: 'नेटवर्क बदलें',
    ApproveTransaction: 'अनुरोध स्वीकृत करें',
    Send: 'भेजें',
    Networks: 'नेटवर्क',
    Swap: 'स्वैप',
    Receive: 'प्राप्त करें',
    SwapPreview: 'स्वैप की समीक्षा',
    SendPreview: 'भेजने की समीक्षा',
    AllWallets: 'सभी वॉलेट',
    ConnectingExternal: 'कनेक्ट हो रहा है',
    ConnectingWalletConnect: 'WalletConnect से कनेक्ट करें',
    ConnectingWalletConnectBasic: 'WalletConnect से',
    OnRamp: 'क्रिप्टो खरीदें',
    RegisterAccountName: 'नाम चुनें',
    RegisterAccountNameSuccess: 'नाम रजिस्टर हो गया',
    EmailLogin: 'ईमेल से जारी रखें',
    EmailOtp: 'ईमेल की पुष्टि करें',
    ConnectingFarcaster: 'Farcaster से साइन इन',
  },
  connect: {
    walletsLabel: 'ब्राउज़र वॉलेट',
    connecting: 'कनेक्ट हो रहा है…',
    connectingTo: (name: string) => `${name} से कनेक्ट हो रहा है…`,
    noWallet: 'कोई ब्राउज़र वॉलेट नहीं मिला',
    noWalletHint: 'इस ब्राउज़र में कोई वॉलेट एक्सटेंशन इंस्टॉल करें, फिर पेज दोबारा लोड करें।',
    retry: 'फिर से कोशिश करें',
    allWallets: 'सभी वॉलेट',
    walletConnect: 'WalletConnect से',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `${name} से कनेक्ट नहीं हो सका`,
    tags: {
      recent: 'हाल ही में',
      injected: 'इंस्टॉल है',
    },
  },
  snackbar: {
    dismiss: 'बंद करें',
  },
}
