import { warnOnce } from './dev-warning.js'

/**
 * Registers a custom element unless its tag is already defined, so the package can be loaded twice (two
 * bundles, hot reload, micro-frontends) without `customElements.define` throwing. Does nothing where there
 * is no `customElements` registry (a server without Lit's DOM shim).
 *
 * @returns true when this call defined the tag.
 * @example
 * defineElement('agentry-modal', AgentryModalElement)
 * defineElement('agentry-modal', AgentryModalElement) // skipped, no error
 */
export function defineElement(tag: string, ctor: CustomElementConstructor): boolean {
  if (typeof customElements === 'undefined') return false
  const existing = customElements.get(tag)
  if (existing) {
    if (existing !== ctor)
      warnOnce('AGENTRY_UI_TAG_TAKEN', `<${tag}> is already defined by another constructor; keeping that one.`)
    return false
  }
  customElements.define(tag, ctor)
  return true
}
