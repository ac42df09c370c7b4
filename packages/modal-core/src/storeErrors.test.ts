import { describe, expect, test } from 'vitest'
import { activityState } from './activity/activityState.js'
import { connectionState } from './connection/connectionState.js'
import { frameState } from './frame/frameState.js'
import { namesState } from './names/namesState.js'
import { nftsState } from './nfts/nftsState.js'
import { onrampState } from './onramp/onrampState.js'
import { siwxState } from './siwx/siwxState.js'
import { swapState } from './swap/swapState.js'
import { walletConnectState } from './walletconnect/walletConnectState.js'
import { walletDirectoryState } from './walletDirectory/walletDirectoryState.js'

// Every store that shows an error keeps it as data: the spec's text with the code and params a
// translation needs, so a view never shows a text it cannot translate.
const STORES: Record<string, object> = {
  activityState,
  connectionState,
  frameState,
  namesState,
  nftsState,
  onrampState,
  siwxState,
  swapState,
  walletDirectoryState,
}

describe('stores with an error keep { code, message, params }', () => {
  test.each(Object.entries(STORES))('%s', (_, state) => {
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['error', 'errorCode', 'errorParams']))
  })

  // A store's other texts shown as a failure keep their code beside them the same way.
  test.each([
    ['swapState', swapState, 'unavailable'],
    ['walletDirectoryState', walletDirectoryState, 'searchError'],
  ] as const)('%s.%s', (_, state, field) => {
    expect(Object.keys(state)).toEqual(expect.arrayContaining([field, `${field}Code`, `${field}Params`]))
  })

  test('walletConnectState keeps its error as one { code, message, params } object instead of three fields', () => {
    // Two shapes for one idea: the next step of issue 28 item 4 is one of them everywhere.
    expect('error' in walletConnectState).toBe(true)
    expect('errorCode' in walletConnectState).toBe(false)
  })
})
