import { build, type Metafile } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { splitChunks } from './lib/modalBundleSizes'
const appDir = fileURLToPath(new URL('../apps/web', import.meta.url))
const ENTRY = `
import { createLocalDevChain, createSiweApiClient, createSiweConfig, ethereumMainnet, initModal, syncConnection, watchInjectedConnectors } from '@agentry/modal-core'
import { AgentryModal, useAccount, useModal, useDisconnect, useSignIn } from '@agentry/modal-ui/react'
export { createLocalDevChain, createSiweApiClient, createSiweConfig, ethereumMainnet, initModal, syncConnection, watchInjectedConnectors, AgentryModal, useAccount, useModal, useDisconnect, useSignIn }
`
const result = await build({ stdin: { contents: ENTRY, resolveDir: appDir, loader: 'ts', sourcefile: 'modal-entry.ts' }, bundle: true, splitting: true, format: 'esm', minify: true, write: false, metafile: true, outdir: '/tmp/agentry-diag', platform: 'browser', external: ['react', 'react-dom', 'react/jsx-runtime'], logLevel: 'silent' })
const outputs = (result.metafile as Metafile).outputs
const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint?.endsWith('modal-entry.ts'))!
const { firstLoad } = splitChunks(outputs, entry)
const rows: string[] = []
for (const p of firstLoad) for (const [input, { bytesInOutput }] of Object.entries(outputs[p]!.inputs)) rows.push(`${input.replace(/.*packages\//, '')} ${bytesInOutput}`)
console.log(rows.sort().join('\n'))
