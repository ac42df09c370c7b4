import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/ConfigError.js'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { buildSiweMessage } from './buildSiweMessage.js'

const base = {
  address: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 1337,
  nonce: 'abcdefgh12',
  issuedAt: new Date('2026-11-22T12:00:00Z'),
}

describe('buildSiweMessage (outside a browser)', () => {
  afterEach(() => resetAllState())

  it('takes domain and uri from the app metadata, and checksums the address', () => {
    initModal({
      networks: [localDevChain],
      metadata: { name: 'Agentry', description: '', url: 'https://agentry.example', icons: [] },
    })
    const message = buildSiweMessage({ ...base, params: {} })
    expect(message.split('\n').slice(0, 2)).toEqual([
      'agentry.example wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    expect(message).toContain('URI: https://agentry.example')
    expect(message).toContain('Please sign with your account')
  })

  it('without a page, metadata or params it is a configuration error', () => {
    initModal({ networks: [localDevChain] })
    expect(() => buildSiweMessage({ ...base, params: {} })).toThrow(ConfigError)
    expect(() => buildSiweMessage({ ...base, params: {} })).toThrowErrorMatchingInlineSnapshot(
      `[ConfigError: No domain or uri for the sign-in message]`,
    )
  })
})
