import type { Messages } from '../en/core.js'

/**
 * Chinese (traditional, Taiwan) messages of the curated wallet list and its guide views; they load with the Connect view once
 * Chinese (traditional, Taiwan) is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // '取得 Rabby'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: '熱門錢包',
  get: '取得',
  getWallet: (name: string) => `取得 ${name}`,
  whatIsAWallet: '什麼是錢包？',
  getAWallet: '取得錢包',
  newToWallets: '第一次使用錢包？',
  learnMore: '瞭解詳情',
  about: [
    {
      title: '你的金鑰，你的帳戶',
      text: '錢包保管你在區塊鏈上帳戶的金鑰。你可以用它傳送、接收及持有代幣與收藏品，其他人都無法轉移它們。',
    },
    {
      title: '免密碼登入',
      text: '這個網站不使用電子郵件和密碼，而是請你的錢包確認帳戶屬於你。',
    },
    {
      title: '免費建立',
      text: '建立錢包完全免費。安裝一個錢包，抄下它的助記詞，並妥善離線保存。',
    },
  ],
  pickOne: '選擇要安裝的錢包。設定完成後，回到這裡連結。',
  desktopTitle: '在這部電腦上',
  desktopText: (name: string) => `將 ${name} 加到瀏覽器，然後重新載入這個頁面。`,
  addToBrowser: '加到瀏覽器',
  mobileTitle: '在你的手機上',
  mobileText: (name: string) => `安裝 ${name} App，然後用它掃描下方的 QR 碼。`,
  mobileTextNoRelay: (name: string) => `在手機上安裝 ${name} App。`,
  appStore: '前往 App Store',
  googlePlay: '前往 Google Play',
  website: '官方網站',
  scanTitle: (name: string) => `手機上已經有 ${name} 了？`,
  installedTag: '已安裝',
}
