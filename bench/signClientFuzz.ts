// The sign-client fuzz of issue 18: 100,000 fast-check payloads (hostile, garbage and mutated JSON-RPC
// envelopes, broken relay frames) on the real topics of a dapp and a wallet of ours, over our relay on
// 127.0.0.1; the first 10,000 published through the relay by a stranger who knows the keys, the rest
// handed to one client's socket as relay deliveries. The driver is packages/sign-client/src/hardening/
// fuzz/runSignClientFuzz.ts (its 5,000-payload test runs in the package's tests). Needs a build of the
// relay (`pnpm turbo run build --filter=@agentry/relay`); runs the sign-client from source through tsx.
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as FuzzModule from '../packages/sign-client/src/test/fuzz/runSignClientFuzz.js'
import { machineLine, recordResults } from './lib/results.js'

const PAYLOADS = Number(process.env.BENCH_FUZZ_PAYLOADS ?? 100_000)
const RELAY_PAYLOADS = Number(process.env.BENCH_FUZZ_RELAY_PAYLOADS ?? 10_000)
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 20261126)
const driver = fileURLToPath(new URL('../packages/sign-client/src/test/fuzz/runSignClientFuzz.ts', import.meta.url))

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const count = (n: number) => n.toLocaleString('en-US')

/** Runs the fuzz and records its figures in bench/RESULTS.md. */
export async function runSignClientFuzz(): Promise<void> {
  const fuzz = (await import(pathToFileURL(driver).href)) as typeof FuzzModule
  let last = 0
  const report = await fuzz.runSignClientFuzz({
    payloads: PAYLOADS,
    relayPayloads: RELAY_PAYLOADS,
    seed: SEED,
    onProgress: (done) => {
      if (done - last < 10_000 && done < PAYLOADS) return
      last = done
      console.info(`sign-client fuzz: ${count(done)} / ${count(PAYLOADS)}`)
    },
  })
  console.info(JSON.stringify(report))
  const { before, after } = report.stores
  const records = (side: 'dapp' | 'wallet') =>
    `${after[side].records.history ?? 0} history, ${after[side].records.session ?? 0} session, ${after[side].records.pendingRequest ?? 0} pending, ${after[side].records.proposal ?? 0} proposals, ${after[side].records.authRequest ?? 0} sign-in requests`
  const held =
    report.crashes === 0 &&
    report.unhandledRejections === 0 &&
    report.sessionDeletes === 0 &&
    report.sessionAlive.dapp &&
    report.sessionAlive.wallet &&
    report.pairingAlive.dapp &&
    report.pairingAlive.wallet &&
    report.probes.answered === report.probes.sent &&
    report.pings.answeredByBoth === report.pings.sent &&
    (['dapp', 'wallet'] as const).every((side) => {
      const { history = 0, proposal = 0, pendingRequest = 0, authRequest = 0 } = after[side].records
      return history <= 400 && proposal + pendingRequest + authRequest === 0
    })
  const rows = [
    [
      'payloads',
      `${count(report.payloads)} (${count(report.viaRelay)} through the relay, ${count(report.viaSocket)} to a socket), seed ${report.seed}`,
    ],
    ['crashes / unhandled rejections', `${report.crashes} / ${report.unhandledRejections}`],
    [
      'session probes answered (a sign request and a ping each way, every 1,000 payloads)',
      `${report.probes.answered} of ${report.probes.sent}`,
    ],
    [
      'well-formed pings through the relay answered by both peers',
      `${report.pings.answeredByBoth} of ${report.pings.sent}`,
    ],
    [
      'sessions deleted / still alive (dapp, wallet)',
      `${report.sessionDeletes} / ${report.sessionAlive.dapp}, ${report.sessionAlive.wallet}`,
    ],
    [
      'fuzzed requests the wallet was handed and answered; proposals and sign-ins it rejected',
      `${report.walletHandled.requests}; ${report.walletHandled.proposals}, ${report.walletHandled.signIns}`,
    ],
    ['pairing still there (dapp, wallet)', `${report.pairingAlive.dapp}, ${report.pairingAlive.wallet}`],
    ['proposals the dapp took on its own pairing', `${report.dappProposals}`],
    ['dapp storage before → after', `${kb(before.dapp.bytes)} → ${kb(after.dapp.bytes)} (${records('dapp')})`],
    ['wallet storage before → after', `${kb(before.wallet.bytes)} → ${kb(after.wallet.bytes)} (${records('wallet')})`],
    [
      'heap used before → after (after gc; the process also runs the relay)',
      `${mb(report.heapBytes.before)} → ${mb(report.heapBytes.after)}; the relay still stores ${count(report.relayStored.messages)} messages, ${mb(report.relayStored.bytes)} (kept for their TTL)`,
    ],
    [
      'time',
      `${(report.ms / 1000).toFixed(1)} s (${count(Math.round(report.payloads / (report.ms / 1000)))} payloads/s)`,
    ],
  ]
  recordResults(
    'sign-client-fuzz',
    [
      '## Sign-client fuzz: both roles under hostile payloads (`npm run bench -- sign-client-fuzz`)',
      '',
      `Machine: ${await machineLine()}. Our relay on 127.0.0.1 in the bench process, a dapp and a wallet of ours with one settled session (memory storage). Payloads from fast-check (\`fc.sample\` of \`fuzzPayload\` in packages/sign-client/src/test/fuzz/payloads.ts, chunk n of 1,000 with seed ${report.seed} + n): requests of every protocol method but the two deletions (well-formed, with fields replaced by anything, or expired), unknown methods, answers to requests no one sent, JSON that is no JSON-RPC, text cut short, binary garbage; sealed with the topic's key, a wrong key, as type 1 to a stranger, or not at all; on the session topic, the pairing topic or an unknown one; and 1 in 31 socket deliveries replaced by a broken relay frame. ${held ? 'Every property held.' : '**A property did not hold: see the figures.**'}`,
      '',
      '| | |',
      '| --- | --- |',
      ...rows.map(([what, value]) => `| ${what} | ${value} |`),
      '',
      'History is bounded per topic (100 answered and 100 unanswered records kept, issue 18 item 9), so two topics hold at most 400 records whatever is sent; the 5,000-payload version runs as a test (packages/sign-client/src/hardening/signClientFuzz.test.ts). Found by the first 100,000-payload runs, and fixed: a pairing that led to a session kept the 4-minute expiry of a new pairing, so both sides deleted it 4 minutes in (the official client keeps it 30 days; hardening/activePairing.test.ts); and a proposal id used again once the history had pruned its first record was stored and announced again, the wallet could not reject it, and 9 such proposals stayed in its storage, some with no expiry left (hardening/reusedProposalId.test.ts).',
    ].join('\n'),
  )
}
