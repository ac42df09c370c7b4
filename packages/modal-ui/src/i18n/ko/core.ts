import type { CoreMessages } from '../en/core.js'

/**
 * The first-load part of the Korean catalogue (loaded only when Korean is chosen); it loads in one chunk
 * with every view's section (`./`) and the texts of core's errors (`index.ts`).
 *
 * @example
 * await setLocale('ko')
 */
export const ko: CoreMessages = {
  shell: {
    close: '닫기',
    back: '뒤로',
    loading: '불러오는 중',
  },
  connectButton: {
    connect: '지갑 연결',
    connecting: '연결 중…',
    account: (balance: string, address: string) => `${balance} ${address}`.trim() + ', 계정',
  },
  titles: {
    Connect: '지갑 연결',
    Account: '계정',
    Activity: '활동',
    SIWXSignMessage: '로그인',
    UnsupportedChain: '네트워크 전환',
    ApproveTransaction: '요청 승인',
    Send: '보내기',
    Networks: '네트워크',
    Swap: '스왑',
    Receive: '받기',
    SwapPreview: '스왑 확인',
    SendPreview: '보내기 확인',
    AllWallets: '모든 지갑',
    ConnectingExternal: '연결 중',
    ConnectingWalletConnect: 'WalletConnect로 연결',
    ConnectingWalletConnectBasic: 'WalletConnect로 연결',
    OnRamp: '암호화폐 구매',
    RegisterAccountName: '이름 선택',
    RegisterAccountNameSuccess: '이름 등록 완료',
    EmailLogin: '이메일로 계속하기',
    EmailOtp: '이메일 인증',
    ConnectingFarcaster: 'Farcaster로 로그인',
  },
  connect: {
    walletsLabel: '브라우저 지갑',
    connecting: '연결 중…',
    connectingTo: (name: string) => `${name}에 연결 중…`,
    noWallet: '브라우저 지갑을 찾을 수 없습니다',
    noWalletHint: '이 브라우저에 지갑 확장 프로그램을 설치한 후 페이지를 새로고침하세요.',
    retry: '다시 시도',
    allWallets: '모든 지갑',
    walletConnect: 'WalletConnect로 연결',
    walletCount: (count: number) => (count > 10 ? `${Math.floor((count - 1) / 10) * 10}+` : String(count)),
    failed: (name: string) => `${name}에 연결하지 못했습니다`,
    tags: {
      recent: '최근 사용',
      injected: '설치됨',
    },
  },
  snackbar: {
    dismiss: '닫기',
  },
}
