import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Swap and Swap preview views; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./swap.js')).swap
 */
export const swap: Messages['swap'] = {
  from: '지불',
  to: '받기',
  amountLabel: '지불할 금액',
  quoting: '견적을 받는 중…',
  approve: (symbol: string) => `${symbol} 승인`,
  approving: '승인을 기다리는 중…',
  approvalHint: (symbol: string) => `스왑하려면 먼저 스왑 컨트랙트가 ${symbol} 토큰을 사용하도록 허용해야 합니다.`,
  review: '스왑 검토',
  confirm: '스왑',
  swapping: '스왑하는 중…',
  slippage: '최대 슬리피지',
  network: '네트워크',
  loading: '토큰을 불러오는 중',
  route: '경로',
  feeTier: '풀 수수료',
  minimumReceived: '최소 수령액',
  networkFee: '네트워크 수수료',
}
