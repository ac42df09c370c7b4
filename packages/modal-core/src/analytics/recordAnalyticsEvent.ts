import { optionsState } from '../options/optionsState.js'
import { runInBackground } from '../utils/background.js'
import type { AnalyticsEvent } from './sendAnalyticsEvent.js'

/**
 * Records a flow's event without making the flow wait: sent in the background to the analytics sink
 * (`serviceUrls.analytics`, the hosted service or the dapp's own server answering the same two routes).
 * With the `analytics` feature off (the default) or no project id nothing is started at all, so no
 * request leaves the page.
 *
 * @example
 * recordAnalyticsEvent({ type: 'track', event: 'CONNECT_SUCCESS', properties: { connectorId: 'io.metamask' } })
 */
export function recordAnalyticsEvent(event: AnalyticsEvent): void {
  if (!optionsState.features.analytics || !optionsState.projectId) return
  // Loaded on first use: a dapp with analytics off never downloads the sender.
  runInBackground(
    import('./sendAnalyticsEvent.js').then(({ sendAnalyticsEvent }) => sendAnalyticsEvent(event)),
    'ANALYTICS_EVENT_FAILED',
  )
}
