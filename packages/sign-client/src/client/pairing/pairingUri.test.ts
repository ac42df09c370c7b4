import { describe, expect, it } from 'vitest'
import { formatPairingUri, parsePairingUri, type PairingUriParams } from './pairingUri.js'

const topic = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const symKey = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('pairing URI', () => {
  it('formats the wire form and parses it back', () => {
    const params: PairingUriParams = {
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1700000240,
    }
    const uri = formatPairingUri(params)
    expect(uri).toBe(`wc:${topic}@2?expiryTimestamp=1700000240&relay-protocol=irn&symKey=${symKey}`)
    expect(parsePairingUri(uri)).toEqual(params)
  })

  it('carries the methods list for authenticate', () => {
    const uri = formatPairingUri({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: 1,
      methods: ['wc_sessionAuthenticate'],
    })
    expect(uri.endsWith('&methods=wc_sessionAuthenticate')).toBe(true)
    expect(parsePairingUri(uri).methods).toEqual(['wc_sessionAuthenticate'])
  })

  it.each([
    ['not a wc uri', 'http://x', 'Missing or invalid. pair() uri: not a wc: uri'],
    [
      'bad topic',
      `wc:xyz@2?expiryTimestamp=1&relay-protocol=irn&symKey=${symKey}`,
      'Missing or invalid. pair() uri: topic',
    ],
    [
      'version 1',
      `wc:${topic}@1?expiryTimestamp=1&relay-protocol=irn&symKey=${symKey}`,
      'Missing or invalid. pair() uri: version 1',
    ],
    [
      'short symKey',
      `wc:${topic}@2?expiryTimestamp=1&relay-protocol=irn&symKey=abcd`,
      'Missing or invalid. pair() uri: symKey',
    ],
    ['no relay', `wc:${topic}@2?expiryTimestamp=1&symKey=${symKey}`, 'Missing or invalid. pair() uri: relay-protocol'],
    [
      'bad expiry',
      `wc:${topic}@2?expiryTimestamp=soon&relay-protocol=irn&symKey=${symKey}`,
      'Missing or invalid. pair() uri: expiryTimestamp',
    ],
  ])('rejects %s with code 5', (_name, uri, message) => {
    expect(() => parsePairingUri(uri)).toThrow(message)
    try {
      parsePairingUri(uri)
    } catch (error) {
      expect(error).toMatchObject({ code: 5, kind: 'MISSING_OR_INVALID' })
    }
  })
})
