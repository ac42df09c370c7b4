import { html, type TemplateResult } from 'lit'
import { ifDefined } from 'lit/directives/if-defined.js'

/** The toolbar's globals a primitive story reads. */
export type PrimitiveContext = { globals: { theme?: string } }

/**
 * A primitive on the modal card's background, with the toolbar's theme (primitives take the theme's tokens
 * from `<agentry-modal>`; `<agentry-story-surface>` gives them the same).
 *
 * @example
 * render: (args, context) => onSurface(context, html`<agentry-button>${args.text}</agentry-button>`)
 */
export function onSurface({ globals }: PrimitiveContext, content: TemplateResult): TemplateResult {
  return html`<agentry-story-surface theme=${ifDefined(globals.theme === 'light' ? 'light' : undefined)}
    >${content}</agentry-story-surface
  >`
}

/** What a primitive's docs page says about using it. */
export type PrimitiveUsageParameters = {
  summary: string
  /** The element in HTML. */
  html: string
  /** The same in React (React 19 passes attributes and properties to custom elements). */
  jsx: string
}

/**
 * The usage section of a primitive's docs page: define the elements once, then the web component and React.
 *
 * @example
 * primitiveUsage({ summary: 'A text button.', html: '<agentry-button>Send</agentry-button>', jsx: '<agentry-button>Send</agentry-button>' })
 */
export function primitiveUsage({ summary, html: markup, jsx }: PrimitiveUsageParameters): string {
  return `${summary}

The modal's views use the primitives; an app can use them too, for parts of its own page that should look
like the modal. Define them once (tags already defined are skipped), then use the tags. They take the
theme variables (see **Theming**) from any ancestor.

**Web component**

\`\`\`html
<script type="module">
  import { definePrimitives } from '@agentry/modal-ui'
  definePrimitives()
</script>
${markup}
\`\`\`

**React**

\`\`\`tsx
import { definePrimitives } from '@agentry/modal-ui'
definePrimitives() // once, in the browser (for example in an effect of the root layout)

export const Example = () => ${jsx}
\`\`\``
}
