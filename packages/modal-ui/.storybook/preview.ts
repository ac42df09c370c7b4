import type { Decorator, Loader, Preview } from '@storybook/web-components-vite'
import {
  DOCS_RENDERED,
  PLAY_FUNCTION_THREW_EXCEPTION,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_THREW_EXCEPTION,
  type StoryFinishedPayload,
} from 'storybook/internal/core-events'
import { addons } from 'storybook/preview-api'
import { defineModalElements } from '../src/define-modal-elements.js'
import { setLocale } from '../src/i18n/localeState.js'
import { LOCALES } from '../src/i18n/locales.js'
import { definePrimitives } from '../src/primitives/define-primitives.js'
import { answerOfflineRequests } from '../src/stories/offline-services.js'
import { defineStorySurface } from '../src/stories/story-surface.js'
import { ACCENTS, RADII, STORY_VIEWPORTS } from '../src/stories/toolbar.js'
// Called, not imported for its side effect: the package's `sideEffects` list names only dist/register.js,
// so the bundler would drop a bare import of the source module.
defineModalElements()
definePrimitives()
defineStorySurface()
answerOfflineRequests()

/** WCAG 2.0 and 2.1, levels A and AA (color-contrast included): what the a11y panel and the e2e check hold. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One axe finding, as the e2e check prints it. */
type Violation = { id: string; impact?: string | null; nodes: { target: unknown; failureSummary?: string }[] }

/**
 * The e2e story walk (e2e/storybook/story-checks.ts) waits for `body[data-story-finished]` (the story
 * rendered, its play steps and the a11y addon's axe run are done) and reads the axe violations from
 * `data-axe-violations`, and a failure's message from `data-story-error`. A failed play step still ends
 * in a 'success' STORY_FINISHED, so failures are kept and win.
 */
const channel = addons.getChannel()
let failed = false
channel.on(STORY_FINISHED, ({ storyId, status, reporters }: StoryFinishedPayload) => {
  const a11y = reporters.find((report) => report.type === 'a11y')?.result as { violations?: Violation[] } | undefined
  const violations = (a11y?.violations ?? []).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`,
    ),
  )
  document.body.dataset.axeViolations = JSON.stringify(a11y ? violations : ['the a11y addon did not run'])
  document.body.dataset.storyFinished = failed ? 'error' : `${storyId}:${status}`
})
for (const event of [STORY_ERRORED, STORY_THREW_EXCEPTION, PLAY_FUNCTION_THREW_EXCEPTION]) {
  channel.on(event, (error?: { message?: string; title?: string; description?: string }) => {
    failed = true
    document.body.dataset.storyFinished = 'error'
    // Why, for the e2e walk's report (the first failure of the story: what followed is its consequence).
    document.body.dataset.storyError ??= String(error?.message ?? error?.description ?? error?.title ?? event)
  })
}
channel.on(DOCS_RENDERED, (id: string) => {
  document.body.dataset.docsRendered = id
})

/**
 * Runs before every other loader: a story starts as on a freshly loaded page. Switching stories (the
 * manager's sidebar, or the e2e walk) runs the new story's loaders while the last story's DOM is still
 * mounted (the renderer replaces it only when it renders the new one), so the last story's modal and view
 * saw the new setup reset and refill the core: a pending request cleared by the reset made the old
 * ApproveTransaction view close the modal the new story had just opened. Its elements go first, and the
 * failure mark of the last story is cleared. Re-renders of one story (args changed) keep their DOM.
 */
let loadedStory: string | undefined
const freshStoryLoader: Loader = ({ id, canvasElement }) => {
  failed = false
  delete document.body.dataset.storyError
  if (id !== loadedStory) (canvasElement as HTMLElement | undefined)?.replaceChildren()
  loadedStory = id
  return {}
}

/** The toolbar's language, loaded before the story renders (German loads its catalogue on first use). */
const localeLoader: Loader = async ({ globals }) => {
  await setLocale(String(globals.locale ?? 'en'))
  return {}
}

/**
 * The toolbar's accent colour and corner radius, set as the public theme variables on the page root (as an
 * app would); every shadow root of the package inherits them. The page takes the theme's background.
 */
const withTheme: Decorator = (story, { globals }) => {
  const root = document.documentElement.style
  const accent = ACCENTS[String(globals.accent)]
  const radius = RADII[String(globals.radius)]
  if (accent) root.setProperty('--agentry-accent', accent)
  else root.removeProperty('--agentry-accent')
  if (radius) root.setProperty('--agentry-border-radius-master', radius)
  else root.removeProperty('--agentry-border-radius-master')
  document.body.style.background = globals.theme === 'light' ? '#ffffff' : '#141414'
  document.body.style.margin = '0'
  return story()
}

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Theme of the modal',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
    accent: {
      description: 'Accent colour (--agentry-accent)',
      toolbar: {
        title: 'Accent',
        icon: 'paintbrush',
        items: Object.keys(ACCENTS).map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    radius: {
      description: 'Corner radius (--agentry-border-radius-master)',
      toolbar: {
        title: 'Radius',
        icon: 'component',
        items: Object.keys(RADII).map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the modal',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        // Every shipped language, named in itself, so a new language shows up here without an edit.
        items: LOCALES.map((locale) => ({
          value: locale,
          title: new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en', accent: 'Cyan (default)', radius: '4px (default)' },
  loaders: [freshStoryLoader, localeLoader],
  decorators: [withTheme],
  parameters: {
    controls: { expanded: true },
    viewport: { options: STORY_VIEWPORTS },
    a11y: {
      // Stories are parts of a page, not pages: axe checks the story's root only, against WCAG A and AA.
      context: '#storybook-root',
      options: { runOnly: { type: 'tag', values: WCAG_TAGS } },
      test: 'error',
    },
  },
}

export default preview
