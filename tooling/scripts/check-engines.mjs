// Fails when a runtime dependency of a public package (its whole `dependencies` closure, as installed in
// this workspace) declares an `engines.node` range that the package's own range does not fit in: a
// package saying Node >= 20.9 cannot depend on one that needs Node 22.
// Usage: node tooling/scripts/check-engines.mjs packages/modal-core packages/modal-ui …
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import semver from 'semver'

/** The package.json of `name` as Node would resolve it from `fromDir` (node_modules, walking up). */
function findManifest(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(candidate)) return realpathSync(candidate)
    if (dirname(dir) === dir) return undefined
  }
}

let failures = 0
for (const packageDir of process.argv.slice(2)) {
  const rootManifest = realpathSync(resolve(packageDir, 'package.json'))
  const root = JSON.parse(readFileSync(rootManifest, 'utf8'))
  const supported = root.engines?.node
  if (!supported) {
    console.error(`${root.name}: no engines.node`)
    failures++
    continue
  }
  const lowest = semver.minVersion(supported)
  const seen = new Set()
  const visit = (manifestPath) => {
    if (seen.has(manifestPath)) return
    seen.add(manifestPath)
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    const needs = manifest.engines?.node
    if (manifestPath !== rootManifest && needs && !semver.subset(supported, needs)) {
      console.error(`${root.name} (node ${supported}) depends on ${manifest.name}@${manifest.version} (node ${needs})`)
      failures++
    }
    for (const name of Object.keys(manifest.dependencies ?? {})) {
      const found = findManifest(name, dirname(manifestPath))
      if (found) visit(found)
    }
  }
  visit(rootManifest)
  console.log(`${root.name}: node ${supported} (from ${lowest}), ${seen.size - 1} runtime dependencies checked`)
}
process.exit(failures > 0 ? 1 : 0)
