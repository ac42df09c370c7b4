/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'

// What issue 16 asks of each component's Storybook entry, checked on the stories' own metas: controls
// (args with argTypes) for the states, and a docs page whose usage section has a web-component snippet and a
// React snippet. The build's e2e check (e2e/storybook/build.spec.ts) then proves each docs page renders.
type StoryMeta = {
  title: string
  args?: Record<string, unknown>
  argTypes?: Record<string, unknown>
  parameters?: { docs?: { description?: { component?: string } } }
}
type StoryModule = { default: StoryMeta } & Record<string, unknown>

const modules = import.meta.glob<StoryModule>('./*.stories.ts', { eager: true })
// The theming page is an MDX page of its own (theming.mdx, with its snippets); its stories are its previews.
const components = Object.entries(modules).filter(([, module]) => module.default.title !== 'Theming')

/** The fenced code blocks of a markdown text, by language. */
const codeBlocks = (markdown: string, language: string) =>
  [...markdown.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]!)

describe('every stories file', () => {
  it('is found (the glob covers the stories)', () => {
    expect(components.length).toBeGreaterThanOrEqual(30)
  })

  for (const [file, { default: meta }] of components) {
    it(`${meta.title} (${file}) has controls for its args`, () => {
      const args = Object.keys(meta.args ?? {})
      expect(args.length, 'args on the meta').toBeGreaterThan(0)
      // Every arg a designer can change has a control described in the table.
      for (const arg of args) expect(Object.keys(meta.argTypes ?? {}), `argTypes.${arg}`).toContain(arg)
    })

    it(`${meta.title} (${file}) has a usage section with a web-component and a React snippet`, () => {
      const usage = meta.parameters?.docs?.description?.component ?? ''
      expect(codeBlocks(usage, 'html').join('\n')).toMatch(/<agentry-[a-z-]+/)
      expect(codeBlocks(usage, 'tsx').join('\n')).toMatch(/<Agentry[A-Z]\w*|<agentry-[a-z-]+/)
    })
  }
})
