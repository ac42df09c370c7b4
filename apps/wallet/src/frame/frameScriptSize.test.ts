import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'tsup'
import { describe, expect, it } from 'vitest'
import { FRAME_BUNDLE } from '../../tsup.config.js'

/** The frame page's script budget, gzip -9 (issue 25: the frame's JS ≤ 80 KB). */
const FRAME_SCRIPT_GZIP_LIMIT = 81_920

// Builds the frame's script as `pnpm build` does (the same tsup options, into a temporary directory, so the
// test does not depend on a build having run) and measures it as `gzip -9c dist/frame.js | wc -c` does.
describe('the frame script', () => {
  it(`stays within ${FRAME_SCRIPT_GZIP_LIMIT} bytes gzip`, async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'wallet-frame-size-'))
    try {
      await build({ ...FRAME_BUNDLE, outDir, silent: true, config: false })
      const script = await readFile(join(outDir, 'frame.js'))
      const gzip = gzipSync(script, { level: 9 }).length
      console.log(`frame.js: ${script.length} B, ${gzip} B gzip (limit ${FRAME_SCRIPT_GZIP_LIMIT})`)
      expect(gzip).toBeLessThanOrEqual(FRAME_SCRIPT_GZIP_LIMIT)
      // One copy of secp256k1 (the keys' @noble/curves 2.x): viem's local account would add its 1.x copy,
      // whose field prime is a second literal.
      const prime = /fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f/gi
      expect(script.toString('latin1').match(prime)).toHaveLength(1)
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
