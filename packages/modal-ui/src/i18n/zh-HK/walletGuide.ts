import type { Messages } from '../en/core.js'

/**
 * Chinese (Hong Kong) messages of the curated wallet list and its guide views; they load with the Connect view once
 * Chinese (Hong Kong) is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // '下載 Rabby'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: '熱門錢包',
  get: '下載',
  getWallet: (name: string) => `下載 ${name}`,
  whatIsAWallet: '甚麼是錢包？',
  getAWallet: '下載錢包',
  newToWallets: '第一次使用錢包？',
  learnMore: '了解更多',
  about: [
    {
      title: '你的密鑰，你的帳戶',
      text: '錢包保管你在區塊鏈上帳戶的密鑰。你可以用它發送、接收和持有代幣及收藏品，其他人都無法轉移它們。',
    },
    {
      title: '毋須密碼即可登入',
      text: '此網站不需要電郵和密碼，而是請你的錢包確認帳戶屬於你。',
    },
    {
      title: '免費設定',
      text: '建立錢包完全免費。安裝一個錢包，抄下它的助記詞，並離線妥善保存。',
    },
  ],
  pickOne: '選擇要安裝的錢包。設定好後，返回這裏連接。',
  desktopTitle: '在此電腦上',
  desktopText: (name: string) => `將 ${name} 加到瀏覽器，然後重新載入此頁面。`,
  addToBrowser: '加到瀏覽器',
  mobileTitle: '在你的手機上',
  mobileText: (name: string) => `安裝 ${name} 應用程式，然後用它掃描下方的二維碼。`,
  mobileTextNoRelay: (name: string) => `在手機安裝 ${name} 應用程式。`,
  appStore: '前往 App Store',
  googlePlay: '前往 Google Play',
  website: '官方網站',
  scanTitle: (name: string) => `手機已有 ${name}？`,
  installedTag: '已安裝',
}
