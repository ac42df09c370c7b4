import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Sign In view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName}에서 로그인을 요청합니다`,
  appFallback: '이 앱',
  explanation:
    '메시지에 서명하면 이 지갑의 소유자임을 증명할 수 있습니다. 트랜잭션이 전송되지 않으며 가스비도 들지 않습니다.',
  sign: '서명',
  signing: '서명을 기다리는 중…',
  cancel: '취소',
}
