import type { Messages } from '../en/core.js'

/**
 * Chinese (simplified) messages of the curated wallet list and its guide views; they load with the Connect view once
 * Chinese (simplified) is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // '获取 Rabby'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: '热门钱包',
  get: '获取',
  getWallet: (name: string) => `获取 ${name}`,
  whatIsAWallet: '什么是钱包？',
  getAWallet: '获取钱包',
  newToWallets: '第一次使用钱包？',
  learnMore: '了解更多',
  about: [
    {
      title: '您的密钥，您的账户',
      text: '钱包保管着您在区块链上账户的密钥。您可以用它发送、接收和持有代币与收藏品，其他任何人都无法转移它们。',
    },
    {
      title: '无需密码即可登录',
      text: '此网站不使用邮箱和密码，而是请您的钱包确认该账户属于您。',
    },
    {
      title: '免费创建',
      text: '创建钱包不花一分钱。安装一个钱包，抄下它的助记词，并离线妥善保管。',
    },
  ],
  pickOne: '选择一个钱包进行安装。设置完成后，回到这里进行连接。',
  desktopTitle: '在这台电脑上',
  desktopText: (name: string) => `将 ${name} 添加到浏览器，然后重新加载此页面。`,
  addToBrowser: '添加到浏览器',
  mobileTitle: '在您的手机上',
  mobileText: (name: string) => `安装 ${name} 应用，然后用它扫描下方的二维码。`,
  mobileTextNoRelay: (name: string) => `在手机上安装 ${name} 应用。`,
  appStore: '前往 App Store',
  googlePlay: '前往 Google Play',
  website: '官网',
  scanTitle: (name: string) => `手机上已经有 ${name}？`,
  installedTag: '已安装',
}
