import { css } from 'lit'

/**
 * Default values of the public theme variables (spec section 9). Set them on `agentry-modal` or any
 * ancestor (`:root`) to theme the modal; they inherit into every shadow root of the package.
 *
 * @example
 * document.documentElement.style.setProperty('--agentry-accent', '#ff7a00')
 */
export const themeDefaults = {
  '--agentry-accent': '#45E3FF',
  '--agentry-font-size-master': '10px',
  '--agentry-border-radius-master': '4px',
  '--agentry-z-index': '999',
  '--agentry-font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const

/** Theme modes the shell accepts in its `theme` attribute; dark is the default. */
export type ThemeMode = 'dark' | 'light'

/**
 * Host styles of the shell: resolves the public variables into internal tokens (`--agentry-color-*`,
 * sizes, durations) for dark (default) and light mode, and turns animations off under
 * `prefers-reduced-motion`.
 *
 * @example
 * class MyPanel extends LitElement {
 *   static override styles = [themeStyles, baseStyles, css`:host { color: var(--agentry-color-accent) }`]
 * }
 */
export const themeStyles = css`
  :host {
    --agentry-color-accent: var(--agentry-accent, #45e3ff);
    /* The accent as text (links, tags): the accent itself on dark; on light see below. */
    --agentry-color-accent-text: var(--agentry-color-accent);
    --agentry-color-on-accent: #061418;
    --agentry-color-bg: #141414;
    --agentry-color-bg-raised: #1f1f1f;
    --agentry-color-bg-hover: #2a2a2a;
    --agentry-color-fg: #e4e7e7;
    --agentry-color-fg-muted: #9a9a9a;
    --agentry-color-border: rgba(255, 255, 255, 0.1);
    --agentry-color-overlay: rgba(0, 0, 0, 0.5);
    --agentry-color-error: #f25a67;
    --agentry-color-error-bg: rgba(242, 90, 103, 0.12);
    --agentry-color-success: #26d962;

    --agentry-font: var(--agentry-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --agentry-unit: var(--agentry-font-size-master, 10px);
    --agentry-text-sm: calc(var(--agentry-unit) * 1.2);
    --agentry-text-md: calc(var(--agentry-unit) * 1.4);
    --agentry-text-lg: calc(var(--agentry-unit) * 1.6);
    --agentry-text-xl: calc(var(--agentry-unit) * 2);
    --agentry-radius: var(--agentry-border-radius-master, 4px);
    --agentry-radius-sm: calc(var(--agentry-radius) * 2);
    --agentry-radius-md: calc(var(--agentry-radius) * 3);
    --agentry-radius-lg: calc(var(--agentry-radius) * 6);
    --agentry-radius-full: 999px;
    --agentry-layer: var(--agentry-z-index, 999);
    --agentry-modal-width: 360px;

    /* Spec section 2: header text 120 ms, modal height 150 ms, view transition 150 ms, shake 500 ms. */
    --agentry-duration-header: 120ms;
    --agentry-duration-height: 150ms;
    --agentry-duration-view: 150ms;
    --agentry-duration-shake: 500ms;

    color-scheme: dark;
    font-family: var(--agentry-font);
    color: var(--agentry-color-fg);
  }

  :host([theme='light']),
  :host([data-theme='light']) {
    /* The default cyan is 1.5:1 on white; text in the accent needs a darker shade for 4.5:1 (WCAG AA). */
    --agentry-color-accent-text: #00687a;
    --agentry-color-on-accent: #061418;
    --agentry-color-bg: #ffffff;
    --agentry-color-bg-raised: #f3f4f4;
    --agentry-color-bg-hover: #e8eaea;
    --agentry-color-fg: #141414;
    --agentry-color-fg-muted: #5f6262;
    --agentry-color-border: rgba(0, 0, 0, 0.1);
    --agentry-color-overlay: rgba(0, 0, 0, 0.3);
    /* Darker than the dark theme's: 4.5:1 for text on the tinted error background and raised surfaces. */
    --agentry-color-error: #b8232f;
    --agentry-color-error-bg: rgba(184, 35, 47, 0.1);
    --agentry-color-success: #0e7a35;
    color-scheme: light;
  }

  @media (prefers-reduced-motion: reduce) {
    :host {
      --agentry-duration-header: 0ms;
      --agentry-duration-height: 0ms;
      --agentry-duration-view: 0ms;
      --agentry-duration-shake: 0ms;
    }
  }
`

/**
 * Shared base for every element of the package: border-box sizing and no animations under
 * `prefers-reduced-motion` (the duration tokens already drop to 0; this also stops infinite ones).
 *
 * @example
 * static override styles = [baseStyles, css`:host { display: block }`]
 */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0ms !important;
    }
  }
`

/**
 * Visually hidden but read by assistive technology (live regions, labels).
 *
 * @example
 * html`<p class="visually-hidden" role="status">${messages.connect.connecting}</p>`
 */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`
