import { test as e2eTest, expect } from '../fixtures'
import { keepOnLoopback } from '../tests/loopbackOnly'
import { exampleUrlVariable } from './servers'

/** The RPC URL the examples are built with (createLocalDevChain's default): the test's anvil answers it. */
const EXAMPLE_RPC_URL = 'http://127.0.0.1:8545/'

/**
 * The e2e fixtures (test wallet, page-error guard, modal page), with a page whose 8545 calls reach anvil and
 * that never leaves 127.0.0.1 (a request to another host fails the test).
 */
export const test = e2eTest.extend<{ exampleUrl: (name: string) => string }>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(undefined)
  },
  page: async ({ page, context, walletRpcUrl }, use) => {
    const strays = await keepOnLoopback(context)
    await page.route(`${EXAMPLE_RPC_URL}**`, (route) => route.continue({ url: walletRpcUrl }))
    await use(page)
    expect(strays, 'requests outside 127.0.0.1').toEqual([])
  },
  // eslint-disable-next-line no-empty-pattern
  exampleUrl: async ({}, use) => {
    await use((name) => {
      const url = process.env[exampleUrlVariable(name)]
      if (!url) throw new Error(`example ${name} is not served: see e2e/examples/global-setup.ts`)
      return url
    })
  },
})

export { expect }
