// Writes apps/wallet/.env.local with generated development secrets, and adds any that a file written by an
// older version lacks. Never commit that file (the repository ignores .env*.local); production sets
// WALLET_SESSION_SECRET and WALLET_KEK itself.
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const target = fileURLToPath(new URL('../.env.local', import.meta.url))
const secrets = {
  // Seals the session cookie and keys the login-code hashes.
  WALLET_SESSION_SECRET: () => randomBytes(32).toString('hex'),
  // Encrypts the auth key shares at rest (AES-256-GCM).
  WALLET_KEK: () => randomBytes(32).toString('hex'),
}

if (!existsSync(target))
  writeFileSync(target, '# Generated development defaults (apps/wallet/scripts/dev-env.mjs). Not for production.\n', {
    mode: 0o600,
  })
const present = readFileSync(target, 'utf8')
const missing = Object.keys(secrets).filter((name) => !new RegExp(`^${name}=`, 'm').test(present))
// A file edited by hand may lack its last newline: start on a line of our own.
if (missing.length && present.length && !present.endsWith('\n')) appendFileSync(target, '\n')
for (const name of missing) appendFileSync(target, `${name}=${secrets[name]()}\n`)
console.log(
  missing.length
    ? `wallet dev-env: wrote ${missing.join(', ')} into apps/wallet/.env.local`
    : 'wallet dev-env: apps/wallet/.env.local has every secret, keeping it',
)
