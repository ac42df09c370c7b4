import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Send and Send preview views; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./send.js')).send
 */
export const send: Messages['send'] = {
  tokenLabel: '토큰',
  amountLabel: '금액',
  max: '최대',
  available: (amount: string, symbol: string) => `사용 가능: ${amount} ${symbol}`,
  receiverLabel: '받는 주소',
  receiverPlaceholder: '주소(0x… 또는 Solana)',
  review: '검토',
  noTokens: '이 네트워크에는 보낼 자산이 없습니다',
  sending: '보내는 중…',
  confirm: '보내기',
  cancel: '취소',
  previewAmount: '보내는 금액',
  previewTo: '받는 사람',
  previewNetwork: '네트워크',
  previewFee: '네트워크 수수료(예상)',
  feeUnknown: '계산 중…',
  feeUnavailable: '알 수 없음',
}
