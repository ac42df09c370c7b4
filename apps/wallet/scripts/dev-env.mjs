// Writes apps/wallet/.env.local with a generated development session secret, once. Never commit that file
// (the repository ignores .env*.local); production sets WALLET_SESSION_SECRET itself.
import { randomBytes } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const target = fileURLToPath(new URL('../.env.local', import.meta.url))
if (existsSync(target)) {
  console.log('wallet dev-env: apps/wallet/.env.local exists, keeping it')
} else {
  const lines = [
    '# Generated development defaults (apps/wallet/scripts/dev-env.mjs). Not for production.',
    `WALLET_SESSION_SECRET=${randomBytes(32).toString('hex')}`,
    '',
  ]
  writeFileSync(target, lines.join('\n'), { mode: 0o600 })
  console.log('wallet dev-env: wrote apps/wallet/.env.local with a generated WALLET_SESSION_SECRET')
}
