import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from '@agentry/test-utils/wait'
import { ENGINE_QUEUE_STATES } from '../compat.js'
import { relayLab, sign } from '../../test/testSession.js'

// Issue 15 item 4 ("should reset request queue state on disconnect" in the official suite): a wallet
// told by its dapp that the session ended answers the wc_sessionDelete request first (the answer is
// sealed with the session key, so it must go out before the key is deleted), then deletes the session:
// its unanswered requests are gone and its request queue is idle when `session_delete` is emitted.
// Our relay and clients on 127.0.0.1.

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('a session deleted by the peer', () => {
  it('the wallet answers the delete, then has no pending request and an idle queue at session_delete', async () => {
    const lab = await relayLab()
    close = lab.close
    const { dapp, wallet, topic, requests } = await lab.session({ answer: false })
    sign(dapp, topic, '0x01').catch(() => undefined)
    await waitFor('the request reached the wallet', () => requests.length === 1)
    expect(wallet.engine.sessionRequestQueue.state).toBe(ENGINE_QUEUE_STATES.active)
    expect(wallet.pendingRequest.getAll()).toHaveLength(1)

    const published: number[] = []
    wallet.core.relayer.on('relayer_publish', ({ tag }) => published.push(tag ?? 0))
    const seen = new Promise<{ pending: number; queue: string; published: number[]; keyKept: boolean }>((resolve) =>
      wallet.once('session_delete', () =>
        resolve({
          pending: wallet.pendingRequest.getAll().length,
          queue: wallet.engine.sessionRequestQueue.state,
          published: [...published],
          keyKept: wallet.core.crypto.keychain.has(topic),
        }),
      ),
    )
    await dapp.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    // The answer to wc_sessionDelete (tag 1113) went out before the session was deleted.
    expect(await seen).toEqual({ pending: 0, queue: ENGINE_QUEUE_STATES.idle, published: [1113], keyKept: false })
    expect(wallet.session.getAll()).toEqual([])
  })
})
