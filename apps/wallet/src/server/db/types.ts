/** Anything that runs one parameterised Postgres statement: the database itself or an open transaction. */
export type Queryable = {
  /** Runs one statement with `$1`-style parameters and returns its rows (both drivers speak Postgres). */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

/** The host's database: PGlite (embedded) or a `pg` pool, behind one interface. */
export type Db = Queryable & {
  readonly driver: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>
  close(): Promise<void>
}

/** Which database the host uses: PostgreSQL when DATABASE_URL is set, else embedded PGlite. */
export type DatabaseConfig =
  | { driver: 'postgres'; url: string }
  /** `dataDir: null` keeps the database in memory. */
  | { driver: 'pglite'; dataDir: string | null }
