/**
 * Runs the official @walletconnect/sign-client 2.21.8 test suite (its `test/sdk/*.spec.ts`, Apache-2.0,
 * kept unmodified in ../shared/peer-tests/, never copied into this repo) from where it lies, against our
 * relay on 127.0.0.1, with the suite's `../../src` import aliased to our sign-client (or, with
 * `--official`, to the official client 2.21.8 for comparison). Prints pass/fail/skip counts and every
 * failed test; `--record` writes the counts into bench/RESULTS.md.
 *
 * Usage (from the repo root, after `pnpm turbo run build --filter=@agentry/relay...`):
 *   pnpm bench:peer                              # ours, every spec file (6 to 40 minutes on 2 cores)
 *   pnpm bench:peer --official                   # the official client
 *   pnpm bench:peer validation transport         # only these spec files (names without .spec.ts)
 *   pnpm bench:peer -t "ping"                    # only tests whose name matches (vitest's -t)
 *   pnpm bench:peer --record                     # also record the counts in bench/RESULTS.md
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineLine, recordResults } from './lib/results.js'

const root = fileURLToPath(new URL('../', import.meta.url))
const SUITE = 'peer-tests/walletconnect-sign-client-2.21.8/packages/sign-client'
/** `shared/` lies beside the repo (a worktree under wt/ has it two levels up). */
const suiteDir =
  process.env.PEER_SUITE_DIR ??
  [join(root, '../shared', SUITE), join(root, '../../shared', SUITE)].find((dir) => existsSync(dir)) ??
  join(root, '../shared', SUITE)
const relayCli = join(root, 'packages/relay/dist/cli.js')
const ours = join(root, 'packages/sign-client/src/index.ts')

type Arguments = { official: boolean; record: boolean; files: string[]; testName?: string }

function parseArguments(argv: string[]): Arguments {
  const parsed: Arguments = { official: false, record: false, files: [] }
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i]!
    if (argument === '--official') parsed.official = true
    else if (argument === '--record') parsed.record = true
    else if (argument === '-t') parsed.testName = argv[++i]
    else if (argument !== '--') parsed.files.push(argument.replace(/\.spec\.ts$/, ''))
  }
  return parsed
}

/** The ES module entry of a package as our root resolves it (the suite's folder has no node_modules). */
function entryOf(specifier: string): string {
  return fileURLToPath(import.meta.resolve(specifier))
}

async function startRelay(): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(relayCli)) throw new Error(`${relayCli} is missing: build the relay first`)
  const port = process.env.PEER_SUITE_RELAY_PORT ?? '0'
  const child = spawn(process.execPath, [relayCli, '--port', port, '--host', '127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (ws:\/\/\S+)/.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`relay exited with ${code}`)))
  })
  return { url, child }
}

/** A vitest config in a temporary folder: the suite's imports resolved to our node_modules and client. */
function writeConfig(workDir: string, official: boolean, files: string[]): string {
  const cloudWatchStub = join(workDir, 'cloudwatch-stub.mjs')
  // shared/metrics.ts imports the AWS SDK for canary uploads that the sdk specs never make.
  writeFileSync(cloudWatchStub, 'export class CloudWatch { async putMetricData() {} }\n')
  const client = official ? entryOf('@walletconnect/sign-client') : ours
  const alias = [
    { find: /^\.\.\/\.\.\/src$/, replacement: client },
    { find: /^\.\.\/\.\.\/\.\.\/core\/src$/, replacement: entryOf('@walletconnect/core') },
    { find: /^@aws-sdk\/client-cloudwatch$/, replacement: cloudWatchStub },
    ...[
      '@walletconnect/core',
      '@walletconnect/utils',
      '@walletconnect/types',
      '@walletconnect/jsonrpc-utils',
      '@ethersproject/wallet',
    ].map((name) => ({ find: new RegExp(`^${name.replace('/', '\\/')}$`), replacement: entryOf(name) })),
  ]
  const include = files.length ? files.map((file) => `test/sdk/${file}.spec.ts`) : ['test/sdk/*.spec.ts']
  const config = {
    root: suiteDir,
    resolve: { alias: alias.map(({ find, replacement }) => ({ find: find.source, replacement })) },
    test: {
      include,
      exclude: ['test/sdk/integration/**'],
      testTimeout: 180_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      reporters: ['default', 'json'],
      outputFile: { json: join(workDir, 'results.json') },
    },
  }
  const path = join(workDir, 'vitest.config.mjs')
  // RegExps do not survive JSON: the config rebuilds them from their sources.
  writeFileSync(
    path,
    `const config = ${JSON.stringify(config, null, 2)}\n` +
      'config.resolve.alias = config.resolve.alias.map(({ find, replacement }) => ({ find: new RegExp(find), replacement }))\n' +
      'export default config\n',
  )
  return path
}

type JsonResult = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTotalTests: number
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[]
}

async function runVitest(workDir: string, configPath: string, relayUrl: string, testName?: string): Promise<number> {
  const vitest = join(root, 'node_modules/vitest/vitest.mjs')
  const args = [vitest, 'run', '--config', configPath, ...(testName ? ['-t', testName] : [])]
  // The suite writes its file databases under ./test/tmp, relative to the working directory.
  mkdirSync(join(workDir, 'test/tmp'), { recursive: true })
  const child = spawn(process.execPath, args, {
    cwd: workDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_RELAY_URL: relayUrl,
      TEST_PROJECT_ID: process.env.TEST_PROJECT_ID ?? 'peer-suite',
      // The official core is shared by every client of a process unless this is set: A and B would then be
      // one relay client, whose own publishes our relay does not echo back to it.
      DISABLE_GLOBAL_CORE: 'true',
    },
  })
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)))
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2))
  if (!existsSync(suiteDir)) throw new Error(`the official suite is not at ${suiteDir} (set PEER_SUITE_DIR)`)
  const workDir = mkdtempSync(join(tmpdir(), 'peer-suite-'))
  const { url, child } = await startRelay()
  const label = args.official ? 'official @walletconnect/sign-client 2.21.8' : '@agentry/sign-client'
  console.log(`peer suite: ${label} over our relay at ${url}; work folder ${workDir}`)
  const started = Date.now()
  let result: JsonResult
  try {
    await runVitest(workDir, writeConfig(workDir, args.official, args.files), url, args.testName)
    result = JSON.parse(readFileSync(join(workDir, 'results.json'), 'utf8')) as JsonResult
  } finally {
    child.kill()
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  const failed = result.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${file.name.split('/').pop()}: ${test.fullName}\n    ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
      ),
  )
  const runnable = result.numTotalTests - result.numPendingTests
  console.log(
    `\n${label}: ${result.numPassedTests}/${runnable} passed, ${result.numFailedTests} failed, ${result.numPendingTests} skipped upstream (${minutes} min)`,
  )
  if (failed.length) console.log(`failed:\n  ${failed.join('\n  ')}`)
  if (args.record && !args.files.length && !args.testName) {
    recordPeerResults(args.official, `${result.numPassedTests}/${runnable}`, minutes, await machineLine())
  }
  rmSync(workDir, { recursive: true, force: true })
  process.exitCode = result.numFailedTests ? 1 : 0
}

/** Keeps one line per client in the peer-suite block of RESULTS.md (the other client's line stays). */
function recordPeerResults(official: boolean, passed: string, minutes: string, machine: string): void {
  const results = join(root, 'bench/RESULTS.md')
  const text = existsSync(results) ? readFileSync(results, 'utf8') : ''
  const previous = (name: string) => new RegExp(`^\\| ${name} \\| (.*) \\|$`, 'm').exec(text)?.[1] ?? 'not run'
  const line = `${passed} passed in ${minutes} min (${machine})`
  const oursLine = official ? previous('@agentry/sign-client') : line
  const officialLine = official ? line : previous('official @walletconnect/sign-client 2.21.8')
  recordResults(
    'peer-suite',
    [
      '## Official sign-client 2.21.8 test suite over our relay (`pnpm bench:peer`, `pnpm bench:peer --official`)',
      '',
      'The suite (`test/sdk/*.spec.ts`, 166 tests, 5 skipped upstream, 161 runnable) is run from `shared/peer-tests/`',
      'where it lies, unmodified, its `../../src` aliased to the client under test, over our relay on 127.0.0.1 (with',
      "the publisher's attestation passed through, and `DISABLE_GLOBAL_CORE=true` so that the official A and B are",
      'two relay clients, not one shared core whose own publishes our relay does not echo back).',
      '',
      '| client | passed / runnable |',
      '| --- | --- |',
      `| @agentry/sign-client | ${oursLine} |`,
      `| official @walletconnect/sign-client 2.21.8 | ${officialLine} |`,
    ].join('\n'),
  )
}

await main()
