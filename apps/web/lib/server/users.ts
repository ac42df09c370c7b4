import 'server-only'
import type { Address } from 'viem'
import type { Queryable } from './db/types'

export type Role = 'admin' | 'user'

/**
 * Makes the `users` table agree with the configured admin list: listed addresses become (or are created as)
 * admins, admins no longer listed are demoted to user. Runs at start-up in one transaction.
 *
 * @example
 * await db.transaction((tx) => seedAdmins(tx, ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']))
 */
export async function seedAdmins(db: Queryable, adminAddresses: readonly Address[]): Promise<void> {
  // JSON rather than a text[] parameter: both drivers pass a string through unchanged.
  const list = JSON.stringify(adminAddresses)
  await db.query(
    `UPDATE users SET role = 'user'
     WHERE role = 'admin' AND address NOT IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [list],
  )
  await db.query(
    `INSERT INTO users (address, role)
     SELECT value, 'admin' FROM jsonb_array_elements_text($1::jsonb)
     ON CONFLICT (address) DO UPDATE SET role = 'admin'`,
    [list],
  )
}

/**
 * Records a signed-in address; an existing row keeps its role (admins come only from {@link seedAdmins}).
 *
 * @example
 * await ensureUser(tx, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export async function ensureUser(db: Queryable, address: Address): Promise<void> {
  await db.query(`INSERT INTO users (address, role) VALUES ($1, 'user') ON CONFLICT (address) DO NOTHING`, [address])
}

/**
 * The stored role of an address, or null when it never signed in and is not an admin.
 *
 * @example
 * await getRole(db, address) // 'admin' | 'user' | null
 */
export async function getRole(db: Queryable, address: Address): Promise<Role | null> {
  const rows = await db.query<{ role: Role }>('SELECT role FROM users WHERE address = $1', [address])
  return rows[0]?.role ?? null
}
