import { afterEach, expect, test } from 'vitest'
import { localDevChain } from '../networks/localDevChain.js'
import { initModal } from '../flows/initModal.js'
import { resetAllState } from '../resetAllState.js'
import { getBundlerUrl, getRpcProxyUrl } from './serviceRpcUrls.js'

afterEach(() => resetAllState())

test('the RPC proxy and bundler URLs carry the chain and the project; none without a project id', () => {
  initModal({
    networks: [localDevChain],
    projectId: 'project-1',
    serviceUrls: { blockchainApi: 'https://rpc.example.org/base' },
  })
  expect(getRpcProxyUrl('eip155:8453')).toBe(
    'https://rpc.example.org/base/v1/?chainId=eip155%3A8453&projectId=project-1',
  )
  expect(getBundlerUrl({ chainId: 8453, bundler: 'pimlico' })).toBe(
    'https://rpc.example.org/base/v1/bundler?projectId=project-1&chainId=8453&bundler=pimlico',
  )
  initModal({ networks: [localDevChain] })
  expect(getRpcProxyUrl('eip155:8453')).toBeUndefined()
  expect(getBundlerUrl({ chainId: 1, bundler: 'pimlico' })).toBeUndefined()
})
