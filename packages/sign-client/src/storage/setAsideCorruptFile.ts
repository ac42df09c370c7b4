import type * as FsModule from 'node:fs/promises'

/** The code in the warning a corrupt store file gives, beside `SIGN_CLIENT_INVALID_RECORD` for one bad record. */
export const CORRUPT_STORE_WARNING = 'SIGN_CLIENT_CORRUPT_STORE'

/**
 * Moves a store file that does not parse to `{file}.corrupt-{ms}` and says so once on the console: the
 * client then starts empty, so its pairings and sessions are gone, and whoever runs it must learn why
 * (a single bad record already gives `SIGN_CLIENT_INVALID_RECORD`). The file is kept for inspection;
 * if it cannot be moved, the next write replaces it, and the warning says that instead.
 *
 * @example
 * await setAsideCorruptFile(fs, '/data/sign-client.json')
 * // console.warn: [@agentry/sign-client] SIGN_CLIENT_CORRUPT_STORE: /data/sign-client.json does not parse …
 */
export async function setAsideCorruptFile(fs: typeof FsModule, file: string): Promise<void> {
  const aside = `${file}.corrupt-${Date.now()}`
  const moved = await fs.rename(file, aside).then(
    () => true,
    () => false,
  )
  console.warn(
    `[@agentry/sign-client] ${CORRUPT_STORE_WARNING}: ${file} does not parse as a store; ` +
      (moved ? `moved aside to ${aside}` : 'it could not be moved aside and will be overwritten') +
      '; starting with an empty store',
  )
}
