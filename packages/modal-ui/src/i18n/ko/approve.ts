import type { Messages } from '../en/core.js'

/**
 * Korean messages of the Approve Request view; they load with the rest of the Korean texts once Korean is chosen.
 *
 * @example
 * (await import('./approve.js')).approve
 */
export const approve: Messages['approve'] = {
  appFallback: '이 앱',
  heading: (appName: string, action: string) => `${appName}에서 지갑에 ${action} 요청을 보냈습니다`,
  action: (method: string): string =>
    ({
      personal_sign: '메시지 서명',
      eth_signTypedData_v4: '구조화된 데이터 서명',
      eth_sendTransaction: '트랜잭션 전송',
      eth_sendUserOperation: '사용자 작업 전송',
      wallet_sendCalls: '일괄 호출 전송',
      wallet_grantPermissions: '권한 부여',
      wallet_revokePermissions: '권한 취소',
      solana_signMessage: '메시지 서명',
      solana_signTransaction: '트랜잭션 서명',
      solana_signAllTransactions: '여러 트랜잭션 서명',
      solana_signAndSendTransaction: '트랜잭션 서명 및 전송',
    })[method] ?? `${method} 호출`,
  explanation: '승인하면 이 요청이 지갑으로 전달되며, 지갑에서 최종 확인합니다. 취소하려면 거부하세요.',
  more: (count: number) => `대기 중인 요청 ${count}개 더 있음`,
  approve: '승인',
  reject: '거부',
}
