import { startAnvil } from '@agentry/test-utils'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    anvilRpcUrl: string
  }
}

/** One real anvil node for the whole run (tests only read from it and sign). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const anvil = await startAnvil()
  project.provide('anvilRpcUrl', anvil.rpcUrl)
  return () => anvil.stop()
}
