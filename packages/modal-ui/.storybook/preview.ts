import type { Decorator, Loader, Preview } from '@storybook/web-components-vite'
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_THREW_EXCEPTION,
  type StoryFinishedPayload,
} from 'storybook/internal/core-events'
import { addons } from 'storybook/preview-api'
import { defineModalElements } from '../src/define-modal-elements.js'
import { setLocale } from '../src/i18n/localeState.js'
import { definePrimitives } from '../src/primitives/define-primitives.js'
import { defineStorySurface } from '../src/stories/story-surface.js'
// Called, not imported for its side effect: the package's `sideEffects` list names only dist/register.js,
// so the bundler would drop a bare import of the source module.
defineModalElements()
definePrimitives()
defineStorySurface()

// The a11y scan (e2e/storybook/a11y.spec.ts) waits for this mark: the story rendered, its play steps done.
// A failed play step still ends in a 'success' STORY_FINISHED, so failures are kept and win.
const channel = addons.getChannel()
let failed = false
channel.on(STORY_FINISHED, ({ storyId, status }: StoryFinishedPayload) => {
  document.body.dataset.storyFinished = failed ? 'error' : `${storyId}:${status}`
})
for (const event of [STORY_ERRORED, STORY_THREW_EXCEPTION, PLAY_FUNCTION_THREW_EXCEPTION]) {
  channel.on(event, () => {
    failed = true
    document.body.dataset.storyFinished = 'error'
  })
}

/** The toolbar's language, loaded before the story renders (German loads its catalogue on first use). */
const localeLoader: Loader = async ({ globals }) => {
  await setLocale(String(globals.locale ?? 'en'))
  return {}
}

/** The page behind the story takes the theme's background, as an app page would. */
const themeBackground: Decorator = (story, { globals }) => {
  document.body.style.background = globals.theme === 'light' ? '#ffffff' : '#141414'
  document.body.style.margin = '0'
  return story()
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme of the modal',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of the modal',
      toolbar: { title: 'Locale', icon: 'globe', items: ['en', 'de'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', locale: 'en' },
  loaders: [localeLoader],
  decorators: [themeBackground],
  parameters: { controls: { expanded: true } },
}

export default preview
