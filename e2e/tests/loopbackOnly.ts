import type { BrowserContext, Route } from '@playwright/test'

/** Answers for hosts a flow names on purpose (a public RPC, a provider's page); the test plays them. */
export type StandIns = Record<string, (route: Route) => Promise<void>>

/**
 * Keeps the browser on 127.0.0.1: requests to a host in `standIns` are answered by the test, any other
 * host is aborted and listed in the returned array, which a test expects to stay empty.
 *
 * @example
 * const strays = await keepOnLoopback(context, { 'eth.merkle.io': answerRpc })
 * expect(strays).toEqual([])
 */
export async function keepOnLoopback(context: BrowserContext, standIns: StandIns = {}): Promise<string[]> {
  const strays: string[] = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = new URL(route.request().url())
      const standIn = standIns[url.hostname]
      if (standIn) return standIn(route)
      strays.push(url.href)
      await route.abort('blockedbyclient')
    },
  )
  return strays
}
