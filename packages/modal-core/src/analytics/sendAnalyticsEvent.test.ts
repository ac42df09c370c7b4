// @vitest-environment happy-dom
import { sampleWallets, startWalletDirectoryService, type WalletDirectoryService } from '@agentry/test-utils'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { alertState } from '../alerts/alertState.js'
import { closeAlert } from '../alerts/closeAlert.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import type { ModalOptions } from '../options/types.js'
import { resetAllState } from '../resetAllState.js'
import { sendAnalyticsEvent } from './sendAnalyticsEvent.js'

let service: WalletDirectoryService
let disabled: WalletDirectoryService
beforeAll(async () => {
  service = await startWalletDirectoryService({ projectId: 'project-1', wallets: sampleWallets(1) })
  disabled = await startWalletDirectoryService({ projectId: 'project-1', wallets: [], analyticsEnabled: false })
})
afterAll(async () => {
  await service.close()
  await disabled.close()
})
afterEach(() => {
  service.requests.length = 0
  service.events.length = 0
  service.eventStatus = undefined
  resetAllState()
})
const configure = (options: Partial<ModalOptions> = {}, url = service.url) =>
  initModal({
    networks: [localDevChain],
    projectId: 'project-1',
    serviceUrls: { analytics: url },
    features: { analytics: true },
    ...options,
  })
const event = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } as const

describe('sendAnalyticsEvent', () => {
  test('POST /e with exactly eventId, url, domain, timestamp and props; the config is asked once', async () => {
    configure()
    await expect(sendAnalyticsEvent(event)).resolves.toBe(true)
    await sendAnalyticsEvent({ type: 'track', event: 'CONNECT_SUCCESS' })
    expect(service.events).toEqual([
      {
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: window.location.href,
        domain: window.location.hostname,
        timestamp: expect.any(Number),
        props: event,
      },
      expect.objectContaining({ props: { type: 'track', event: 'CONNECT_SUCCESS' } }),
    ])
    expect(service.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /getAnalyticsConfig',
      'POST /e',
      'POST /e',
    ])
    expect(service.requests[1]!.query).toEqual({ projectId: 'project-1', st: 'agentry', sv: 'modal-core' })
  })

  test('off when the feature is off (the default, as in the app), without a project id, or when the service disables it', async () => {
    configure({ features: { analytics: false } })
    await expect(sendAnalyticsEvent(event)).resolves.toBe(false)
    initModal({ networks: [localDevChain], projectId: 'project-1', serviceUrls: { analytics: service.url } })
    await expect(sendAnalyticsEvent(event)).resolves.toBe(false)
    initModal({ networks: [localDevChain], serviceUrls: { analytics: service.url }, features: { analytics: true } })
    await expect(sendAnalyticsEvent(event)).resolves.toBe(false)
    expect(service.requests).toEqual([])
    configure({}, disabled.url)
    await expect(sendAnalyticsEvent(event)).resolves.toBe(false)
    expect(disabled.requests.map((request) => request.path)).toEqual(['/getAnalyticsConfig'])
  })

  test('a 403: Invalid App Configuration once, in debug mode only', async () => {
    service.eventStatus = 403
    configure({ debug: false })
    await sendAnalyticsEvent(event)
    expect(alertState.open).toBe(false)
    configure({ debug: true })
    closeAlert() // the missing-project-id alert is not the subject here
    await expect(sendAnalyticsEvent(event)).resolves.toBe(false)
    expect(alertState).toMatchObject({ open: true, message: 'Invalid App Configuration' })
    closeAlert()
    await sendAnalyticsEvent(event)
    expect(alertState.open).toBe(false)
  })

  test('other failures are quiet and never reject; a config that could not be read is asked again', async () => {
    configure({ debug: true })
    closeAlert()
    service.failWith = 500
    await expect(sendAnalyticsEvent(event)).resolves.toBe(false)
    service.failWith = undefined
    await expect(sendAnalyticsEvent(event)).resolves.toBe(true)
    service.failWith = 500
    await expect(sendAnalyticsEvent(event)).resolves.toBe(false)
    service.failWith = undefined
    expect(alertState.open).toBe(false)
    expect(service.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /getAnalyticsConfig',
      'GET /getAnalyticsConfig',
      'POST /e',
      'POST /e',
    ])
  })
})
