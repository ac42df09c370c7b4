// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { ConfigError } from '../errors/ConfigError.js'
import { initModal } from '../flows/initModal.js'
import { localDevChain } from '../networks/localDevChain.js'
import { optionsState } from '../options/optionsState.js'
import { resetAllState } from '../resetAllState.js'
import { getEmbeddedWallet, isEmbeddedWalletAvailable, unmountEmbeddedWallet } from './embeddedWalletSession.js'

// Port 9 (discard) on loopback: the frame never loads, and nothing leaves the machine.
const HOST = 'http://127.0.0.1:9'

afterEach(() => {
  unmountEmbeddedWallet()
  localStorage.clear()
  resetAllState()
})

describe('the embeddedWallet option: our own wallet host', () => {
  test('email login uses the host’s frame with no project id', () => {
    initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: `${HOST}/` } })
    expect(optionsState.embeddedWallet).toEqual({ hostUrl: HOST })
    expect(isEmbeddedWalletAvailable()).toBe(true)
    const wallet = getEmbeddedWallet()
    expect(wallet?.iframe.src).toBe(`${HOST}/frame`)
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })

  test('the host wins over the vendor’s page, and the project id is not sent to it', () => {
    initModal({ networks: [localDevChain], projectId: 'p1', embeddedWallet: { hostUrl: `${HOST}/wallet/?x=1#y` } })
    expect(getEmbeddedWallet()?.iframe.src).toBe(`${HOST}/wallet/frame`)
  })

  test('without the host or a project id there is no email login', () => {
    initModal({ networks: [localDevChain] })
    expect(optionsState.embeddedWallet).toBeUndefined()
    expect(isEmbeddedWalletAvailable()).toBe(false)
    expect(getEmbeddedWallet()).toBeUndefined()
  })

  test.each([['localhost:3001'], ['ftp://127.0.0.1:9'], ['javascript:alert(1)'], ['not a url'], [''], [42]])(
    'a host URL that is not http(s) is a ConfigError: %j',
    (hostUrl) => {
      initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: HOST } })
      let thrown: unknown
      try {
        initModal({ networks: [localDevChain], embeddedWallet: { hostUrl: hostUrl as string } })
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(ConfigError)
      const error = thrown as ConfigError
      expect([error.code, error.params, error.shortMessage]).toEqual([
        'CONFIG_INVALID',
        { variant: 'embeddedWalletHostInvalid' },
        '`embeddedWallet.hostUrl` must be an http:// or https:// URL',
      ])
      expect(error.details).toBe(`got ${JSON.stringify(hostUrl)}`)
      // Refused before anything changed: the previous options stay.
      expect(optionsState.embeddedWallet).toEqual({ hostUrl: HOST })
    },
  )
})
