import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where `build-storybook` writes the static Storybook of packages/modal-ui. */
export const STORYBOOK_STATIC = fileURLToPath(new URL('../../packages/modal-ui/storybook-static/', import.meta.url))

/** One entry of the build's index.json (docs entries are left out of the scan). */
type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' }

/**
 * The ids of every story in the static build, read from its index.json; fails with the command to run
 * when the build is missing.
 *
 * @example
 * for (const id of readStoryIds()) test(id, async ({ page }) => {})
 */
export function readStoryIds(): string[] {
  const index = `${STORYBOOK_STATIC}index.json`
  if (!existsSync(index))
    throw new Error(`No Storybook build at ${STORYBOOK_STATIC}: run \`pnpm turbo run build-storybook\` first.`)
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
}
