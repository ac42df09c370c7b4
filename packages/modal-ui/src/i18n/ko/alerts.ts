import type { Messages } from '../en/core.js'

/**
 * Korean texts of the alert bar; they load with the rest of the Korean texts once Korean is chosen. (The setup alerts are for the
 * app's developer and keep the option names.)
 *
 * @example
 * (await import('./alerts.js')).alerts.SESSION_EXPIRED.title
 */
export const alerts: Messages['alerts'] = {
  NETWORK_NOT_FOUND: {
    title: '네트워크를 찾을 수 없음',
    body: '요청한 네트워크는 이 앱이 지원하는 네트워크가 아닙니다.',
  },
  INVALID_APP_CONFIGURATION: {
    title: '잘못된 앱 구성',
    body: '이 웹사이트의 출처가 프로젝트 허용 목록에 없거나 내장 지갑을 불러오지 못했습니다. 프로젝트의 허용 도메인에 출처를 추가하고 페이지를 새로고침하세요.',
  },
  SESSION_EXPIRED: {
    title: '세션 만료',
    body: '세션이 아직 유효하지 않습니다. 대개 이 기기의 시계가 맞지 않을 때 발생합니다. 날짜 및 시간 설정을 확인한 후 지갑을 다시 연결하세요.',
  },
  INVALID_PROJECT_ID: {
    title: '잘못된 프로젝트 ID',
    body: '서비스가 프로젝트 ID를 거부했습니다. `initModal`에 전달한 `projectId` 옵션을 확인하세요.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    title: '프로젝트 ID가 구성되지 않음',
    body: '프로젝트 ID가 설정되지 않아 ID가 필요한 서비스는 사용되지 않습니다. 사용하려면 `initModal`에 `projectId`를 전달하세요.',
  },
  close: '닫기',
}
