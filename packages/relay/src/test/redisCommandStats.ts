// Test support (not exported): what Redis itself counts, so tests measure the work a script does rather
// than the time it takes.
import { redisCommand } from './clusterTestSupport.js'

/** Calls per command since the server started, from `INFO commandstats` (`{ evalsha: 12, hget: 40, ... }`). */
export async function commandCalls(url: string): Promise<Record<string, number>> {
  const info = String(await redisCommand(['INFO', 'commandstats'], url))
  const calls: Record<string, number> = {}
  for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) calls[match[1]!] = Number(match[2])
  return calls
}

/** The calls made between two `commandCalls` readings, per command (commands not called are left out). */
export function callsBetween(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const delta: Record<string, number> = {}
  for (const [command, count] of Object.entries(after)) {
    const made = count - (before[command] ?? 0)
    if (made > 0) delta[command] = made
  }
  return delta
}
