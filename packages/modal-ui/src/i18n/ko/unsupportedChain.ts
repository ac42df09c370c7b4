import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Switch Network view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation: '지갑이 이 앱에서 지원하지 않는 네트워크에 있습니다. 계속하려면 다음 네트워크 중 하나로 전환하세요.',
  networksLabel: '지원되는 네트워크',
  switching: (name: string) => `${name} 네트워크로 전환 중…`,
}
