import type { ViewName } from '@agentry/modal-core'
import type { Args, Meta, StoryContext } from '@storybook/web-components-vite'
import { html } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'
import { viewRegistry } from '../shell/view-registry.js'
import { waitForElement } from './story-state.js'
import { viewDocsPage } from './view-docs-page.js'

/*
 * How a view becomes stories (see connect.stories.ts): the file's meta is `modalViewMeta({ view, setup })`,
 * where `setup(args)` calls `resetStory()` and puts the core in the state the args describe, with the
 * core's own actions (`connectStoryWallet`, `openModal`, `pushView`) or by setting store fields. Each story
 * is a set of args, so a designer changes the state from the controls; `setup` runs again on each change.
 * A story whose state needs presses (a flow) adds a `play` that starts with `await showsView(context)`.
 * e2e/storybook/stories.spec.ts finds every story in the build's index, so a new story is checked at once.
 */

/** One view of the modal: how args become a core state, and which view that state shows. */
export type ModalViewParameters<TArgs extends Args> = {
  /** The view the state shows; the story is ready once its element is rendered. */
  view: ViewName | ((args: TArgs) => ViewName)
  /** Resets and configures the core, connects, fills stores, opens the modal. Runs before each render. */
  setup: (args: TArgs) => Promise<void> | void
}

/** The globals every story reads (the toolbar's theme). */
type StoryGlobals = { theme?: string }

/**
 * Meta of a views file: `setup(args)` runs as a loader, the real `<agentry-modal>` renders with the toolbar's
 * theme, and the story finishes once the view is shown. Give the meta `parameters: viewParameters(usage)`
 * beside it.
 *
 * @example
 * const meta = { title: 'Views/Connect', ...modalViewMeta({ view: 'Connect', setup }), parameters } satisfies Meta
 */
export function modalViewMeta<TArgs extends Args>({ view, setup }: ModalViewParameters<TArgs>) {
  const viewOf = (args: TArgs) => (typeof view === 'function' ? view(args) : view)
  return {
    component: typeof view === 'string' ? viewRegistry[view]?.tag : undefined,
    loaders: [
      async ({ args }: StoryContext<TArgs>) => {
        await setup(args)
        return {}
      },
    ],
    render: (_args: TArgs, { globals }: { globals: StoryGlobals }) =>
      html`<agentry-modal theme=${ifDefined(globals.theme === 'light' ? 'light' : undefined)}></agentry-modal>`,
    play: async (context: StoryContext<TArgs>) => {
      await showsView(context, viewOf(context.args))
    },
  } satisfies Meta<TArgs>
}

/**
 * Parameters of a views file: full-screen, and a docs page with `usage` and the first story in its own
 * frame (the modal covers the page it is on), with the controls under it.
 *
 * @example
 * parameters: viewParameters(viewUsage('Receive', 'The address as a QR code.'))
 */
export function viewParameters(usage: string) {
  return {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, height: '720px' },
      description: { component: usage },
      page: viewDocsPage,
    },
  }
}

/**
 * Waits until the modal shows `view` (the meta's view when left out): the first step of a story's `play`.
 *
 * @example
 * play: async (context) => { await showsView(context); await pressInStory(context.canvasElement, 'agentry-button') }
 */
export async function showsView(context: { canvasElement: HTMLElement }, view: ViewName): Promise<HTMLElement> {
  const tag = viewRegistry[view]?.tag
  if (!tag) throw new Error(`Story: the shell renders no "${view}" view`)
  return waitForElement(context.canvasElement, tag)
}

/**
 * The usage section of a view's docs page: how an app opens the modal on that view, with the web component
 * and in React.
 *
 * @example
 * viewUsage('Account', 'The connected account: balance, actions and tabs.')
 */
export function viewUsage(view: ViewName, summary: string): string {
  return `${summary}

Views are not placed on the page themselves: \`<agentry-modal>\` shows the view the core's router is on, and
loads its code the first time it is shown.

**Web component**

\`\`\`html
<agentry-modal></agentry-modal>
<script type="module">
  import { openModal } from '@agentry/modal-core'
  import '@agentry/modal-ui/register'
  await openModal({ view: '${view}' })
</script>
\`\`\`

**React**

\`\`\`tsx
import { AgentryModal, useModal } from '@agentry/modal-ui/react'

function Open${view}() {
  const { open } = useModal()
  return <button onClick={() => open({ view: '${view}' })}>Open</button>
}
// once, near the root: <AgentryModal />
\`\`\``
}
