import { isRecord } from '../api/apiContext.js'
import { BLOCKCHAIN_API_SDK_TYPE } from '../api/apiContext.js'
import { requestJson } from '../api/requestJson.js'
import { ALERTS } from '../alerts/alerts.js'
import { showAlertOnce } from '../alerts/showAlertOnce.js'
import { HttpStatusError } from '../errors/rpcRequestErrors.js'
import { optionsState } from '../options/optionsState.js'
import { logQuietly } from '../utils/log.js'
import { randomUuid } from '../utils/randomUuid.js'

/** An event for the analytics service: a name and what goes with it. */
export type AnalyticsEvent = { type: 'track'; event: string; properties?: Record<string, unknown> }

let enabled: { key: string; value: Promise<boolean> } | undefined

const serviceUrl = (path: string) => {
  const { serviceUrls, projectId } = optionsState
  const url = new URL(path, serviceUrls.analytics.endsWith('/') ? serviceUrls.analytics : `${serviceUrls.analytics}/`)
  url.searchParams.set('projectId', projectId ?? '')
  url.searchParams.set('st', BLOCKCHAIN_API_SDK_TYPE)
  url.searchParams.set('sv', 'modal-core')
  return url
}

/** Whether the service wants events from this project (GET /getAnalyticsConfig), asked once per configuration. */
function isAnalyticsEnabled(): Promise<boolean> {
  const key = `${optionsState.serviceUrls.analytics}\n${optionsState.projectId}`
  if (enabled?.key !== key) {
    const value: Promise<boolean> = requestJson({ url: serviceUrl('getAnalyticsConfig'), method: 'GET' }).then(
      (body) => isRecord(body) && body.isAnalyticsEnabled === true,
      (error: unknown) => {
        logQuietly('ANALYTICS_CONFIG_FAILED', error)
        // Not remembered: a passing outage must not turn analytics off for the whole visit.
        if (enabled?.value === value) enabled = undefined
        return false
      },
    )
    enabled = { key, value }
  }
  return enabled.value
}

/**
 * Records a usage event with the analytics service (POST /e with eventId, url, domain, timestamp,
 * props) — only when the `analytics` feature is on (the app turns it off), a project id is set and the
 * service's config enables it. A 403 (origin not allowlisted) shows 'Invalid App Configuration' once,
 * in debug mode only; other failures are logged quietly. Resolves with whether the event was accepted;
 * never rejects.
 *
 * @example
 * await sendAnalyticsEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
 */
export async function sendAnalyticsEvent(event: AnalyticsEvent): Promise<boolean> {
  if (!optionsState.features.analytics || !optionsState.projectId) return false
  if (!(await isAnalyticsEnabled())) return false
  const location = typeof window === 'undefined' ? undefined : window.location
  try {
    await requestJson({
      url: serviceUrl('e'),
      method: 'POST',
      body: {
        eventId: randomUuid(),
        url: location?.href ?? '',
        domain: location?.hostname ?? '',
        timestamp: Date.now(),
        props: event,
      },
    })
    return true
  } catch (error) {
    if (error instanceof HttpStatusError && error.status === 403) showAlertOnce(ALERTS.invalidAppConfiguration)
    else logQuietly('ANALYTICS_EVENT_FAILED', error)
    return false
  }
}

/** Forgets the service's answer about analytics (a new configuration asks again). */
export function resetAnalyticsConfig(): void {
  enabled = undefined
}
