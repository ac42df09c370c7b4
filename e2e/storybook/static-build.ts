import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Where `build-storybook` writes the static Storybook of packages/modal-ui. */
export const STORYBOOK_STATIC = fileURLToPath(new URL('../../packages/modal-ui/storybook-static/', import.meta.url))

/** One entry of the build's index.json: a story, or a docs page (autodocs or MDX). */
export type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] }

/**
 * Every entry of the static build's index.json, in the sidebar's order; fails with the command to run when
 * the build is missing.
 *
 * @example
 * const docs = readIndex().filter((entry) => entry.type === 'docs')
 */
export function readIndex(): IndexEntry[] {
  const index = `${STORYBOOK_STATIC}index.json`
  if (!existsSync(index))
    throw new Error(`No Storybook build at ${STORYBOOK_STATIC}: run \`pnpm turbo run build-storybook\` first.`)
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(entries)
}

/**
 * The ids of every story in the static build (docs pages left out).
 *
 * @example
 * for (const id of readStoryIds()) test(id, async ({ page }) => {})
 */
export function readStoryIds(): string[] {
  return readIndex()
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id)
}
