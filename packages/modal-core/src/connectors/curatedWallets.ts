import type { CuratedWallet } from '../options/walletListTypes.js'

const store = (id: string) => `https://chromewebstore.google.com/detail/${id}`
const appStore = (id: string) => `https://apps.apple.com/app/${id}`
const playStore = (id: string) => `https://play.google.com/store/apps/details?id=${id}`

/**
 * The wallets the modal lists when no hosted directory is configured (no project id): popular EVM and
 * Solana wallets. The rdns, store ids and deep-link schemes are the ones the wallets publish in their
 * documentation and store listings. Ledger Live announces no EIP-6963 provider (it connects through
 * WalletConnect), so it has no rdns.
 *
 * @example
 * CURATED_WALLETS.find((wallet) => wallet.rdns === 'io.metamask')?.name // 'MetaMask'
 */
export const CURATED_WALLETS: readonly CuratedWallet[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    chains: ['eip155', 'solana'],
    color: '#f6851b',
    links: {
      homepage: 'https://metamask.io/download/',
      desktop: store('metamask/nkbihfbeogaeaoehlefnkodbefgpgknn'),
      ios: appStore('metamask/id1438144202'),
      android: playStore('io.metamask'),
    },
    mobileLink: 'metamask://',
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    chains: ['eip155', 'solana'],
    color: '#0052ff',
    links: {
      homepage: 'https://www.coinbase.com/wallet/downloads',
      desktop: store('coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad'),
      ios: appStore('coinbase-wallet/id1278383455'),
      android: playStore('org.toshi'),
    },
    mobileLink: 'cbwallet://',
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    chains: ['eip155'],
    color: '#174299',
    links: {
      homepage: 'https://rainbow.me/download',
      desktop: store('rainbow/opfgelmcmbiajamepnmloijbpoleiama'),
      ios: appStore('rainbow-ethereum-wallet/id1457119021'),
      android: playStore('me.rainbow'),
    },
    mobileLink: 'rainbow://',
  },
  {
    id: 'trust',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: ['eip155', 'solana'],
    color: '#0500ff',
    links: {
      homepage: 'https://trustwallet.com/download',
      desktop: store('trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph'),
      ios: appStore('trust-crypto-bitcoin-wallet/id1288339409'),
      android: playStore('com.wallet.crypto.trustapp'),
    },
    mobileLink: 'trust://',
  },
  {
    id: 'rabby',
    name: 'Rabby',
    rdns: 'io.rabby',
    chains: ['eip155'],
    color: '#7084ff',
    links: {
      homepage: 'https://rabby.io/',
      desktop: store('rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch'),
      ios: appStore('rabby-wallet-crypto-evm/id6474381673'),
      android: playStore('com.debank.rabbymobile'),
    },
    mobileLink: 'rabby://',
  },
  {
    id: 'phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    chains: ['solana', 'eip155'],
    color: '#ab9ff2',
    links: {
      homepage: 'https://phantom.com/download',
      desktop: store('phantom/bfnaelmomeimhlpmgjnjophhpkkoljpa'),
      ios: appStore('phantom-crypto-wallet/id1598432977'),
      android: playStore('app.phantom'),
    },
    mobileLink: 'phantom://',
  },
  {
    id: 'okx',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    chains: ['eip155', 'solana'],
    color: '#111111',
    links: {
      homepage: 'https://web3.okx.com/download',
      desktop: store('okx-wallet/mcohilncbfahbmgdjkbpemcciiolgcge'),
      ios: appStore('okx-buy-bitcoin-btc-crypto/id1327268470'),
      android: playStore('com.okinc.okex.gp'),
    },
    mobileLink: 'okex://main/wc',
  },
  {
    id: 'zerion',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    chains: ['eip155', 'solana'],
    color: '#2962ef',
    links: {
      homepage: 'https://zerion.io/download',
      desktop: store('zerion-wallet-for-web3-nf/klghhnkeealcohjjanjjdaeeggmfmlpl'),
      ios: appStore('zerion-crypto-wallet-defi/id1456732565'),
      android: playStore('io.zerion.android'),
    },
    mobileLink: 'zerion://',
  },
  {
    id: 'ledger',
    name: 'Ledger Live',
    chains: ['eip155', 'solana'],
    color: '#1c1d1f',
    links: {
      homepage: 'https://www.ledger.com/ledger-live',
      desktop: 'https://www.ledger.com/ledger-live',
      ios: appStore('ledger-live-web3-wallet/id1361671700'),
      android: playStore('com.ledger.live'),
    },
    mobileLink: 'ledgerlive://',
  },
  {
    id: 'backpack',
    name: 'Backpack',
    rdns: 'app.backpack',
    chains: ['solana', 'eip155'],
    color: '#e33e3f',
    links: {
      homepage: 'https://backpack.app/downloads',
      desktop: store('backpack/aflkmfhebedbjioipglgcbcmnbpgliof'),
      ios: appStore('backpack-crypto-wallet/id6445964121'),
      android: playStore('app.backpack.mobile'),
    },
    mobileLink: 'backpack://',
  },
]
