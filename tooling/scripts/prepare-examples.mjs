// Prepares every folder of examples/ the way a stranger would get it: our public packages packed as npm would
// publish them (pnpm pack turns workspace ranges into versions), the example's own files copied out of the
// repository, every @agentry package (direct or transitive) pointed at its tarball, installed with npm (no
// workspace links), built, and type-checked with strict TypeScript. EXAMPLE_RELAY_URL, when set, is the relay
// the builds are pointed at.
//
// Usage: node tooling/scripts/prepare-examples.mjs <work folder> [example ...]
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..')
const [workArgument, ...only] = process.argv.slice(2)
if (!workArgument) throw new Error('usage: prepare-examples.mjs <work folder> [example ...]')
const work = resolve(workArgument)

// The relay the examples talk to, fixed at build time in each framework's public variable.
const relayUrl = process.env.EXAMPLE_RELAY_URL
const buildEnv = relayUrl ? { VITE_RELAY_URL: relayUrl, NEXT_PUBLIC_RELAY_URL: relayUrl } : {}

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...buildEnv, CI: 'true' } })
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

const tarballDir = join(work, 'tarballs')
mkdirSync(tarballDir, { recursive: true })
const tarballs = {}
for (const entry of readdirSync(join(root, 'packages'))) {
  const dir = join(root, 'packages', entry)
  const manifest = readJson(join(dir, 'package.json'))
  if (manifest.private) continue
  const output = execFileSync('pnpm', ['pack', '--pack-destination', tarballDir], { cwd: dir, encoding: 'utf8' })
  tarballs[manifest.name] = `file:${output.trim().split('\n').at(-1)}`
}

const examples =
  only.length > 0
    ? only
    : readdirSync(join(root, 'examples')).filter((entry) => statSync(join(root, 'examples', entry)).isDirectory())
for (const name of examples) {
  const source = join(root, 'examples', name)
  const target = join(work, name)
  rmSync(target, { recursive: true, force: true })
  // Only the files git knows (tracked or new, not ignored): never a node_modules or build output.
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: source,
    encoding: 'utf8',
  })
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(target, file)), { recursive: true })
    cpSync(join(source, file), join(target, file))
  }
  const manifestFile = join(target, 'package.json')
  const manifest = readJson(manifestFile)
  for (const field of ['dependencies', 'devDependencies']) {
    for (const dependency of Object.keys(manifest[field] ?? {})) {
      if (tarballs[dependency]) manifest[field][dependency] = tarballs[dependency]
    }
  }
  manifest.overrides = { ...manifest.overrides, ...tarballs }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)

  console.info(`== example ${basename(target)}: npm install from tarballs`)
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], target)
  for (const script of ['build', 'typecheck']) {
    if (!manifest.scripts?.[script]) continue
    console.info(`== example ${name}: ${script}`)
    run('npm', ['run', script, '--silent'], target)
  }
}
