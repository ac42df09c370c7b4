// Reads the `.cpuprofile` files `node --cpu-prof` writes and sums self time by where the code lives, so
// a benchmark can say what a process spent its CPU on (a profile, not a guess).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

type ProfileNode = { id: number; callFrame: { functionName: string; url: string } }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Native functions of Node's stream binding that hand bytes to the kernel. */
const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String', 'writeAsciiString'])

/** The bucket a function's self time goes to: a package, Node's own code, the GC, or idle. */
function bucket({ functionName, url }: ProfileNode['callFrame']): string {
  if (functionName === '(idle)') return 'idle (waiting for I/O)'
  if (functionName === '(garbage collector)') return 'garbage collector'
  if (functionName === '(program)') return 'V8/native (program)'
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return `package ${pkg[1]}`
  if (url.startsWith('node:')) return `Node ${url.slice(5).split('/')[0]}`
  if (url.includes('/packages/relay/')) return 'relay code'
  if (url.includes('/packages/sign-client/')) return 'sign-client code'
  // Socket writes are native functions without a URL too; kept apart, since they are the kernel's send.
  if (url === '' && SOCKET_WRITES.has(functionName)) return 'socket writes (send system calls)'
  if (url === '') return functionName.startsWith('(') ? functionName : 'native builtins (JSON, Buffer, ...)'
  return 'other'
}

/**
 * Self time by bucket as shares of the profile (busy time only, idle excluded), largest first.
 *
 * @example
 * summariseProfile('/tmp/prof/CPU.123.cpuprofile') // [{ bucket: 'package ws', share: 0.21 }, ...]
 */
export function summariseProfile(file: string): { bucket: string; share: number }[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const totals = new Map<string, number>()
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)
    if (!node) return
    const key = bucket(node.callFrame)
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  const busy = [...totals].filter(([key]) => !key.startsWith('idle'))
  const sum = busy.reduce((total, [, time]) => total + time, 0)
  return busy.map(([key, time]) => ({ bucket: key, share: time / sum })).sort((a, b) => b.share - a.share)
}

/** The `.cpuprofile` files in a directory. */
export function profilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(dir, name))
}
