import { svg, type SVGTemplateResult } from 'lit'

/** Names of the built-in icons. */
export type IconName = 'close' | 'back' | 'copy' | 'check' | 'warning' | 'wallet'

const paths: Record<IconName, SVGTemplateResult> = {
  close: svg`<path d="M5 5l10 10M15 5L5 15" />`,
  back: svg`<path d="M12.5 4.5L7 10l5.5 5.5" />`,
  copy: svg`<rect x="7" y="7" width="9" height="9" rx="2" /><path d="M13 4.5H6A1.5 1.5 0 0 0 4.5 6v7" />`,
  check: svg`<path d="M4.5 10.5l3.5 3.5 7.5-8" />`,
  warning: svg`<path d="M10 3.5l7 12.5H3z" /><path d="M10 8.5v3.5M10 14v.01" />`,
  wallet: svg`<rect x="3" y="5" width="14" height="11" rx="2" /><path d="M13 10.5h4" />`,
}

/** Icons that point along the reading direction: drawn mirrored in a right-to-left layout. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back'])

/**
 * A 20×20 stroke icon, hidden from assistive technology (the control around it carries the label).
 *
 * @example
 * html`<button aria-label="Close">${icon('close')}</button>`
 */
export function icon(name: IconName): SVGTemplateResult {
  return svg`<svg class=${DIRECTIONAL.has(name) ? 'icon directional' : 'icon'} viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor"
    stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths[name]}</svg>`
}
