import type { Messages } from '../en/core.js'

/**
 * Japanese messages of the curated wallet list and its guide views; they load with the Connect view once
 * Japanese is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // 'Rabby を入手'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: '人気のウォレット',
  get: '入手',
  getWallet: (name: string) => `${name} を入手`,
  whatIsAWallet: 'ウォレットとは？',
  getAWallet: 'ウォレットを入手',
  newToWallets: 'ウォレットは初めてですか？',
  learnMore: '詳しく見る',
  about: [
    {
      title: 'あなたの鍵、あなたのアカウント',
      text: 'ウォレットはブロックチェーン上のアカウントの鍵を保管します。トークンやコレクティブルの送受信や保有ができ、ほかの誰もそれらを動かせません。',
    },
    {
      title: 'パスワードなしでサインイン',
      text: 'メールアドレスとパスワードの代わりに、このサイトはアカウントがあなたのものであることをウォレットで確認します。',
    },
    {
      title: '無料で始められる',
      text: 'ウォレットの作成は無料です。インストールしたらリカバリーフレーズを書き留め、オフラインの場所に保管してください。',
    },
  ],
  pickOne: 'インストールするウォレットを選んでください。設定が済んだら、ここに戻って接続しましょう。',
  desktopTitle: 'このコンピューターで',
  desktopText: (name: string) => `${name} をブラウザに追加してから、このページを再読み込みしてください。`,
  addToBrowser: 'ブラウザに追加',
  mobileTitle: 'スマートフォンで',
  mobileText: (name: string) => `${name} アプリをインストールし、下のコードをアプリでスキャンしてください。`,
  mobileTextNoRelay: (name: string) => `スマートフォンに ${name} アプリをインストールしてください。`,
  appStore: 'App Store で入手',
  googlePlay: 'Google Play で入手',
  website: 'ウェブサイト',
  scanTitle: (name: string) => `スマートフォンに ${name} をお持ちですか？`,
  installedTag: 'インストール済み',
}
