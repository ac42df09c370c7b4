import { afterEach, describe, expect, it } from 'vitest'
import { DRIVERS, type TestDb } from '@/test/helpers/drivers'
import { ensureUser, getRole, seedAdmins } from './users'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe.each(DRIVERS)('users and roles ($driver)', ({ open }) => {
  let handle: TestDb | undefined
  afterEach(async () => {
    await handle?.dispose()
    handle = undefined
  })

  it('seeds the configured admins when the database opens', async () => {
    handle = await open([ALICE, BOB])
    expect(await getRole(handle.db, ALICE)).toBe('admin')
    expect(await getRole(handle.db, BOB)).toBe('admin')
    expect(await getRole(handle.db, CAROL)).toBeNull()
  })

  it('promotes listed users and demotes admins removed from the list', async () => {
    handle = await open([ALICE])
    await ensureUser(handle.db, BOB)
    await seedAdmins(handle.db, [BOB])
    expect(await getRole(handle.db, ALICE)).toBe('user')
    expect(await getRole(handle.db, BOB)).toBe('admin')
    await seedAdmins(handle.db, [])
    expect(await getRole(handle.db, BOB)).toBe('user')
  })

  it('signs users in as user and never changes an existing role', async () => {
    handle = await open([ALICE])
    await ensureUser(handle.db, CAROL)
    await ensureUser(handle.db, ALICE)
    expect(await getRole(handle.db, CAROL)).toBe('user')
    expect(await getRole(handle.db, ALICE)).toBe('admin')
  })
})
