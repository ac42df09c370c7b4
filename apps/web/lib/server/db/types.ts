import 'server-only'

/** Anything that runs one parameterised Postgres statement: the database itself or an open transaction. */
export type Queryable = {
  /**
   * Runs one statement with `$1`-style parameters and returns its rows. Both drivers speak the
   * same Postgres dialect, so callers never branch on the driver.
   */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

/** The app's database: PGlite (embedded) or a `pg` pool, behind one interface. */
export type Db = Queryable & {
  readonly driver: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>
  close(): Promise<void>
}
