import type { Messages } from '../en/core.js'

/**
 * Korean messages of the email and social login (Connect view login methods, EmailLogin, EmailOtp); they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./email.js')).email
 */
export const email: Messages['email'] = {
  label: '이메일',
  placeholder: 'name@example.kr',
  continue: '계속',
  socialsLabel: '로그인 방법',
  continueWith: (provider: string) => `${provider} 계정으로 계속하기`,
  approveDevice: '이 기기 승인',
  approveDeviceHint: (email: string) =>
    `${email} 주소로 링크를 보냈습니다. 링크를 열어 이 기기를 승인하면 이 화면이 자동으로 진행됩니다.`,
  waiting: '승인을 기다리는 중…',
  codeSent: (email: string) => `${email} 주소로 보낸 6자리 코드를 입력하세요.`,
  codeLabel: '이메일로 받은 코드',
  checking: '코드를 확인하는 중…',
  noCode: '코드를 받지 못하셨나요?',
  resend: '다시 보내기',
  resent: '새 코드를 보냈습니다',
  passkey: '패스키로 계속하기',
  passkeyHint: '아래 지갑 패널에서 패스키를 사용하세요.',
  passkeyCancel: '다른 방법 사용',
}
