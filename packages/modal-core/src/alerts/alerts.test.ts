import { afterEach, describe, expect, test } from 'vitest'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { requestJson } from '../api/requestJson.js'
import { alertFromServerMessage } from './alertFromServerMessage.js'
import { ALERTS } from './alerts.js'
import { alertState, resetAlertState } from './alertState.js'
import { closeAlert } from './closeAlert.js'
import { showAlert } from './showAlert.js'
import { showAlertOnce } from './showAlertOnce.js'

afterEach(() => resetAllState())

describe('catalogue', () => {
  test("the specification's five alerts, each with a distinct code and a long message", () => {
    expect(Object.values(ALERTS).map((alert) => `${alert.code} (${alert.severity}): ${alert.shortMessage}`))
      .toMatchInlineSnapshot(`
      [
        "NETWORK_NOT_FOUND (warning): Network Not Found",
        "INVALID_APP_CONFIGURATION (error): Invalid App Configuration",
        "SESSION_EXPIRED (warning): Session Expired",
        "INVALID_PROJECT_ID (error): Invalid Project ID",
        "PROJECT_ID_NOT_CONFIGURED (warning): Project ID Not Configured",
      ]
    `)
    expect(new Set(Object.values(ALERTS).map((alert) => alert.code)).size).toBe(5)
    for (const alert of Object.values(ALERTS))
      expect(alert.longMessage.length).toBeGreaterThan(alert.shortMessage.length)
  })

  test('long messages say what the specification describes', () => {
    expect(ALERTS.invalidAppConfiguration.longMessage).toMatch(/allowlist.*embedded wallet/s)
    expect(ALERTS.sessionExpired.longMessage).toMatch(/not valid yet.*time settings.*reconnect/s)
  })
})

describe('alertState', () => {
  test('showAlert opens the bar with the alert; closeAlert closes it and keeps the text', () => {
    expect(alertState).toEqual({
      message: undefined,
      longMessage: undefined,
      code: undefined,
      variant: 'info',
      open: false,
    })
    showAlert(ALERTS.sessionExpired)
    expect(alertState).toEqual({
      message: 'Session Expired',
      longMessage: ALERTS.sessionExpired.longMessage,
      code: 'SESSION_EXPIRED',
      variant: 'warning',
      open: true,
    })
    showAlert(ALERTS.invalidProjectId)
    expect(alertState).toMatchObject({ message: 'Invalid Project ID', variant: 'error', open: true })
    closeAlert()
    expect(alertState).toMatchObject({ message: 'Invalid Project ID', open: false })
  })
})

describe('alertFromServerMessage', () => {
  test.each([
    ['Unauthorized: origin not allowed', ALERTS.invalidAppConfiguration],
    ['JWT validation error: JWT Token is not yet valid', ALERTS.sessionExpired],
    ['Unauthorized: invalid key', ALERTS.invalidProjectId],
    ['{"status":"FAILED","message":"Unauthorized: invalid key"}', ALERTS.invalidProjectId],
    ['HTTP status code: 401. Unauthorized: origin not allowed', ALERTS.invalidAppConfiguration],
  ])('%s', (message, alert) => expect(alertFromServerMessage(message)).toBe(alert))

  test.each([
    ['Unauthorized'],
    ['unauthorized: invalid key'],
    ['JWT Token is expired'],
    [''],
    [undefined],
    [{ message: 'Unauthorized: invalid key' }],
  ])('%s: no alert', (message) => expect(alertFromServerMessage(message)).toBeUndefined())
})

describe('showAlertOnce (debug mode only, once per page)', () => {
  test('not in debug mode: never shown', () => {
    expect(showAlertOnce(ALERTS.invalidAppConfiguration, { debug: false })).toBe(false)
    expect(showAlertOnce(ALERTS.invalidAppConfiguration)).toBe(false)
    expect(alertState.open).toBe(false)
  })

  test('in debug mode: shown the first time only, even after it was closed', () => {
    expect(showAlertOnce(ALERTS.invalidAppConfiguration, { debug: true })).toBe(true)
    expect(alertState).toMatchObject({ message: 'Invalid App Configuration', open: true })
    closeAlert()
    expect(showAlertOnce(ALERTS.invalidAppConfiguration, { debug: true })).toBe(false)
    expect(alertState.open).toBe(false)
    // Another alert has its own "once".
    expect(showAlertOnce(ALERTS.sessionExpired, { debug: true })).toBe(true)
  })

  test('debug defaults to the option given to initModal', () => {
    initModal({ networks: [localDevChain], projectId: 'p', debug: true })
    expect(showAlertOnce(ALERTS.invalidAppConfiguration)).toBe(true)
    resetAllState()
    initModal({ networks: [localDevChain], projectId: 'p' })
    expect(showAlertOnce(ALERTS.invalidAppConfiguration)).toBe(false)
  })

  test('resetAlertState forgets what was shown', () => {
    showAlertOnce(ALERTS.invalidAppConfiguration, { debug: true })
    resetAlertState()
    expect(alertState.open).toBe(false)
    expect(showAlertOnce(ALERTS.invalidAppConfiguration, { debug: true })).toBe(true)
  })
})

describe('server messages become alerts (spec section 8)', () => {
  const answer = (status: number, body: string) =>
    (async () => new Response(body, { status })) as unknown as typeof globalThis.fetch
  const url = new URL('http://127.0.0.1:9/v1/supported-chains')

  test('Session Expired is the user’s: shown from a hosted answer’s body, debug or not', async () => {
    initModal({ networks: [localDevChain], projectId: 'p1' })
    const body = JSON.stringify({ message: 'JWT validation error: JWT Token is not yet valid' })
    await expect(requestJson({ url, method: 'GET', fetch: answer(401, body) })).rejects.toThrow('HTTP status code: 401')
    expect(alertState).toMatchObject({ open: true, code: 'SESSION_EXPIRED', message: 'Session Expired' })
  })

  test('setup alerts are the developer’s: once and only in debug mode', async () => {
    initModal({ networks: [localDevChain], projectId: 'p1' })
    const invalidKey = answer(401, '{"reasons":[{"description":"Unauthorized: invalid key"}]}')
    await expect(requestJson({ url, method: 'GET', fetch: invalidKey })).rejects.toThrow()
    expect(alertState.open).toBe(false)

    initModal({ networks: [localDevChain], projectId: 'p1', debug: true })
    await expect(requestJson({ url, method: 'GET', fetch: invalidKey })).rejects.toThrow()
    expect(alertState).toMatchObject({ open: true, code: 'INVALID_PROJECT_ID', message: 'Invalid Project ID' })
    closeAlert()
    await expect(requestJson({ url, method: 'GET', fetch: invalidKey })).rejects.toThrow()
    expect(alertState.open).toBe(false)

    const origin = answer(403, 'Unauthorized: origin not allowed')
    await expect(requestJson({ url, method: 'GET', fetch: origin })).rejects.toThrow()
    expect(alertState).toMatchObject({ open: true, code: 'INVALID_APP_CONFIGURATION' })
  })

  test('an unknown error text shows nothing', async () => {
    initModal({ networks: [localDevChain], projectId: 'p1', debug: true })
    await expect(requestJson({ url, method: 'GET', fetch: answer(500, 'Internal error') })).rejects.toThrow()
    expect(alertState.open).toBe(false)
  })
})
