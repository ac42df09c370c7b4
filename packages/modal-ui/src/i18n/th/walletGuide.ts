import type { Messages } from '../en/core.js'

/**
 * Thai messages of the curated wallet list and its guide views; they load with the Connect view once
 * Thai is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // 'รับ Rabby'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: 'กระเป๋าเงินยอดนิยม',
  get: 'รับ',
  getWallet: (name: string) => `รับ ${name}`,
  whatIsAWallet: 'กระเป๋าเงินคืออะไร?',
  getAWallet: 'รับกระเป๋าเงิน',
  newToWallets: 'เพิ่งเริ่มใช้กระเป๋าเงิน?',
  learnMore: 'ดูข้อมูลเพิ่มเติม',
  about: [
    {
      title: 'คีย์ของคุณ บัญชีของคุณ',
      text: 'กระเป๋าเงินเก็บคีย์ของบัญชีของคุณบนบล็อกเชน คุณใช้มันส่ง รับ และถือโทเค็นและของสะสม โดยไม่มีใครอื่นเคลื่อนย้ายได้',
    },
    {
      title: 'เข้าสู่ระบบโดยไม่ต้องใช้รหัสผ่าน',
      text: 'แทนที่จะใช้อีเมลและรหัสผ่าน เว็บไซต์นี้จะขอให้กระเป๋าเงินของคุณยืนยันว่าบัญชีเป็นของคุณ',
    },
    {
      title: 'ตั้งค่าได้ฟรี',
      text: 'การสร้างกระเป๋าเงินไม่มีค่าใช้จ่าย ติดตั้งกระเป๋าเงิน จดวลีกู้คืนไว้ และเก็บไว้ในที่ที่ไม่ได้เชื่อมต่ออินเทอร์เน็ต',
    },
  ],
  pickOne: 'เลือกกระเป๋าเงินที่จะติดตั้ง เมื่อตั้งค่าเสร็จแล้ว ให้กลับมาที่นี่เพื่อเชื่อมต่อ',
  desktopTitle: 'บนคอมพิวเตอร์เครื่องนี้',
  desktopText: (name: string) => `เพิ่ม ${name} ลงในเบราว์เซอร์ แล้วโหลดหน้านี้ใหม่`,
  addToBrowser: 'เพิ่มลงในเบราว์เซอร์',
  mobileTitle: 'บนโทรศัพท์ของคุณ',
  mobileText: (name: string) => `ติดตั้งแอป ${name} แล้วใช้แอปสแกนโค้ดด้านล่าง`,
  mobileTextNoRelay: (name: string) => `ติดตั้งแอป ${name} บนโทรศัพท์ของคุณ`,
  appStore: 'ดาวน์โหลดจาก App Store',
  googlePlay: 'ดาวน์โหลดจาก Google Play',
  website: 'เว็บไซต์',
  scanTitle: (name: string) => `มี ${name} บนโทรศัพท์อยู่แล้ว?`,
  installedTag: 'ติดตั้งแล้ว',
}
