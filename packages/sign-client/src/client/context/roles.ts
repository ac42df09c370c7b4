import type { ClientContext } from './context.js'
import type { Role } from '../../types/roleMark.js'
import type { ProtocolMethod } from '../transport/rpcOptions.js'

// Who sends what, as the protocol divides it. A message can reach both ends of a topic (anyone who
// knows the key can publish on it, and both peers subscribe), so each side handles only the requests
// meant for it: answering the others would make the two peers answer each other.

/** The side that sends each request; the other side handles it. `either` for pings and deletions. */
export const REQUEST_SENDER: Readonly<Record<ProtocolMethod, Role | 'either'>> = {
  wc_sessionPropose: 'dapp',
  wc_sessionAuthenticate: 'dapp',
  wc_sessionRequest: 'dapp',
  wc_sessionSettle: 'wallet',
  // Either side may update or extend, as the official 2.21.8 client allows.
  wc_sessionUpdate: 'either',
  wc_sessionExtend: 'either',
  wc_sessionEvent: 'wallet',
  wc_sessionPing: 'either',
  wc_sessionDelete: 'either',
  wc_pairingPing: 'either',
  wc_pairingDelete: 'either',
}

/**
 * Marks this side's role on `topic` before anything can arrive on it: the dapp on the pairings it
 * creates and the sessions it proposed, the wallet on the pairings it joins and the sessions it settles.
 * One client may be a dapp on some topics and a wallet on others; on each topic it is one of them.
 *
 * @example
 * await markRole(context, pairingTopic, 'dapp')
 */
export async function markRole(context: ClientContext, topic: string, role: Role): Promise<void> {
  await context.role.set(topic, { role })
}

/**
 * Forgets the role on a topic that is gone (its session or pairing deleted).
 *
 * @example
 * await forgetRole(context, topic)
 */
export async function forgetRole(context: ClientContext, topic: string): Promise<void> {
  if (context.role.has(topic)) await context.role.delete(topic)
}

/**
 * This side's role on `topic`: its mark, set when the topic was opened. For a topic kept from before
 * marks existed, what the topic tells: a session this side controls is the wallet's; a topic whose
 * settlement this dapp awaits is the dapp's. `undefined` otherwise (and on unknown topics), since a
 * wallet's one-click sign-in session names the dapp its controller (as the official client stores it).
 */
export function roleOn(context: ClientContext, topic: string): Role | undefined {
  if (context.role.has(topic)) return context.role.get(topic).role
  // Records kept before roles were marked: what the session itself tells.
  if (context.session.has(topic)) {
    const session = context.session.get(topic)
    return session.controller === session.self.publicKey ? 'wallet' : undefined
  }
  for (const waiter of context.connecting.values()) if (waiter.sessionTopic === topic) return 'dapp'
  return undefined
}

/**
 * Whether a request of `method` on `topic` is meant for this side: false for a request this side's
 * role sends (a wallet never handles `wc_sessionSettle`, a dapp never handles `wc_sessionRequest`),
 * and for a settlement of a session already settled.
 *
 * @example
 * if (!isMeantForThisSide(context, topic, 'wc_sessionSettle')) return // dropped, unanswered
 */
export function isMeantForThisSide(context: ClientContext, topic: string, method: string): boolean {
  // A settlement is for a topic whose settlement this dapp awaits; on a settled session it is a copy.
  if (method === 'wc_sessionSettle' && context.session.has(topic)) return false
  const sender = (REQUEST_SENDER as Readonly<Record<string, Role | 'either'>>)[method]
  const role = roleOn(context, topic)
  return sender === undefined || sender === 'either' || role === undefined || sender !== role
}
