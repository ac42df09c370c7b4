import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { parsePairingUri } from '../client/pairing/pairingUri.js'
import { relayLab } from '../test/testSession.js'

// Found by the sign-client fuzz (issue 18): a pairing that led to a session kept the 4-minute expiry of
// a new pairing, so 4 minutes into a session both sides deleted it (the 100,000-payload run outlived
// it). The official client keeps an activated pairing 30 days; so do we now. Our relay on 127.0.0.1.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const DAY = 86_400

describe('a pairing that led to a session', () => {
  it('is active and kept 30 days on both sides', async () => {
    const lab = await relayLab()
    close = lab.close
    const { dapp, wallet, uri } = await lab.session()
    const { topic } = parsePairingUri(uri)
    // The wallet activates its side after sending the settlement, so possibly after the dapp resolved.
    await waitFor("the wallet's pairing activated", () => wallet.pairing.get(topic).active)
    const now = Math.floor(Date.now() / 1000)
    for (const side of [dapp, wallet]) {
      const pairing = side.pairing.get(topic)
      expect(pairing.active).toBe(true)
      expect(pairing.expiry).toBeGreaterThan(now + 29 * DAY)
      expect(pairing.expiry).toBeLessThanOrEqual(now + 30 * DAY + 60)
    }
  })
})
