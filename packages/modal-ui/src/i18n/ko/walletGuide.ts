import type { Messages } from '../en/core.js'

/**
 * Korean messages of the curated wallet list and its guide views; they load with the Connect view once
 * Korean is chosen.
 *
 * @example
 * (await import('./walletGuide.js')).walletGuide.getWallet('Rabby') // 'Rabby 받기'
 */
export const walletGuide: Messages['walletGuide'] = {
  popularLabel: '인기 지갑',
  get: '받기',
  getWallet: (name: string) => `${name} 받기`,
  whatIsAWallet: '지갑이란 무엇인가요?',
  getAWallet: '지갑 받기',
  newToWallets: '지갑이 처음이신가요?',
  learnMore: '자세히 알아보기',
  about: [
    {
      title: '내 키, 내 계정',
      text: '지갑은 블록체인 계정의 키를 보관합니다. 지갑으로 토큰과 수집품을 보내고, 받고, 보유할 수 있으며 다른 누구도 이를 옮길 수 없습니다.',
    },
    {
      title: '비밀번호 없이 로그인',
      text: '이 사이트는 이메일과 비밀번호 대신 지갑을 통해 계정이 본인의 것인지 확인합니다.',
    },
    {
      title: '무료로 시작',
      text: '지갑을 만드는 데는 비용이 들지 않습니다. 지갑을 설치하고 복구 문구를 적어 오프라인에 안전하게 보관하세요.',
    },
  ],
  pickOne: '설치할 지갑을 선택하세요. 설정을 마치면 여기로 돌아와 연결하세요.',
  desktopTitle: '이 컴퓨터에서',
  desktopText: (name: string) => `브라우저에 ${name} 확장 프로그램을 추가한 후 이 페이지를 새로고침하세요.`,
  addToBrowser: '브라우저에 추가',
  mobileTitle: '휴대폰에서',
  mobileText: (name: string) => `${name} 앱을 설치한 후, 앱으로 아래 코드를 스캔하세요.`,
  mobileTextNoRelay: (name: string) => `휴대폰에 ${name} 앱을 설치하세요.`,
  appStore: 'App Store에서 받기',
  googlePlay: 'Google Play에서 받기',
  website: '웹사이트',
  scanTitle: (name: string) => `이미 휴대폰에 ${name} 앱이 있나요?`,
  installedTag: '설치됨',
}
