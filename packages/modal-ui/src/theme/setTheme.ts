import type { ReactiveController, ReactiveElement } from 'lit'
import { proxy, subscribe } from 'valtio/vanilla'
import type { ThemeMode } from './theme-styles.js'

/** What {@link setTheme} sets; every field is optional and a later call replaces the earlier one. */
export type ThemeOptions = {
  /** 'dark' (the default) or 'light', for every element that has no `theme` attribute of its own. */
  mode?: ThemeMode | undefined
  /** The accent colour (any CSS colour); sets `--agentry-accent`. Default #45E3FF. */
  accent?: string | undefined
  /** The master border radius; a number is px. Sets `--agentry-border-radius-master`. Default 4px. */
  radius?: string | number | undefined
  /** The font stack; sets `--agentry-font-family`. */
  font?: string | undefined
  /**
   * Any CSS variable of the package, public (`--agentry-font-size-master`, `--agentry-z-index`) or
   * internal (`--agentry-color-bg`, `--agentry-radius-lg`, `--agentry-modal-width`): set on the themed
   * elements themselves, so it wins over the theme's own values. Names start with `--`.
   */
  themeVariables?: Readonly<Record<string, string | number>> | undefined
}

/** The page's theme as {@link setTheme} left it: the mode and the variables each themed element carries. */
export const themeState: { mode: ThemeMode | undefined; variables: Record<string, string> } = proxy({
  mode: undefined,
  variables: {},
})

/**
 * Sets the theme of every Agentry element on the page, open or not, present or added later: mode,
 * accent, radius, font, and any CSS variable through `themeVariables`. An element's own `theme`
 * attribute still wins over `mode`. Calling it again replaces the previous theme; `setTheme({})`
 * restores the defaults.
 *
 * @example
 * import { setTheme } from '@agentry/modal-ui'
 * setTheme({ mode: 'light', accent: '#ff7a00', radius: 8, font: 'Inter, sans-serif',
 *   themeVariables: { '--agentry-color-bg': '#fffaf3', '--agentry-z-index': 2000 } })
 */
export function setTheme({ mode, accent, radius, font, themeVariables = {} }: ThemeOptions): void {
  const variables: Record<string, string> = {}
  if (accent !== undefined) variables['--agentry-accent'] = accent
  if (radius !== undefined)
    variables['--agentry-border-radius-master'] = typeof radius === 'number' ? `${radius}px` : radius
  if (font !== undefined) variables['--agentry-font-family'] = font
  for (const [name, value] of Object.entries(themeVariables)) if (name.startsWith('--')) variables[name] = String(value)
  themeState.mode = mode
  themeState.variables = variables
}

/** An element `setTheme` reaches: it has the `theme` attribute of its own. */
type ThemedHost = ReactiveElement & { theme: ThemeMode | undefined }

/**
 * Keeps a themed element (the modal, the connect button) on the page's theme: `data-theme` is its own
 * `theme` or the page's mode, and the theme's variables are set on it (and the ones dropped removed).
 *
 * @example
 * constructor() { super(); new ThemeController(this) }
 */
export class ThemeController implements ReactiveController {
  readonly #host: ThemedHost
  #applied: string[] = []
  #stop: (() => void) | undefined

  constructor(host: ThemedHost) {
    this.#host = host
    host.addController(this)
  }

  hostConnected(): void {
    this.#stop = subscribe(themeState, () => this.#host.requestUpdate())
  }

  hostDisconnected(): void {
    this.#stop?.()
  }

  hostUpdate(): void {
    const host = this.#host
    // On the server (Lit's DOM shim has no style) the element renders as written; the theme applies once it upgrades.
    if (typeof host.style?.setProperty !== 'function') return
    host.setAttribute('data-theme', host.theme ?? themeState.mode ?? 'dark')
    for (const name of this.#applied) if (!(name in themeState.variables)) host.style.removeProperty(name)
    for (const [name, value] of Object.entries(themeState.variables)) host.style.setProperty(name, value)
    this.#applied = Object.keys(themeState.variables)
  }
}
