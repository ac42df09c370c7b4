// Writes apps/web/.env.local with generated development defaults, once. Never commit that file.
import { randomBytes } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const target = fileURLToPath(new URL('../../apps/web/.env.local', import.meta.url))
if (existsSync(target)) {
  console.log('dev-env: apps/web/.env.local exists, keeping it')
} else {
  const lines = [
    '# Generated development defaults (tooling/scripts/dev-env.mjs). Not for production.',
    `SESSION_SECRET=${randomBytes(32).toString('hex')}`,
    'PUBLIC_ORIGIN=http://127.0.0.1:3000',
    'SIWE_CHAIN_IDS=1,5777,1337',
    'LOCAL_RPC_URL=http://127.0.0.1:8545',
    'DEPLOY_ENV=development',
    '',
  ]
  writeFileSync(target, lines.join('\n'), { mode: 0o600 })
  console.log('dev-env: wrote apps/web/.env.local with a generated SESSION_SECRET')
}
