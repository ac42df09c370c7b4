const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function isHidden(element: Element): boolean {
  return (
    element.hasAttribute('hidden') || element.hasAttribute('inert') || element.getAttribute('aria-hidden') === 'true'
  )
}

function collect(node: Element | ShadowRoot, out: HTMLElement[]): void {
  const children =
    node instanceof HTMLSlotElement ? node.assignedElements({ flatten: true }) : Array.from(node.children)
  for (const child of children) {
    if (isHidden(child)) continue
    if (child instanceof HTMLElement && child.matches(FOCUSABLE)) out.push(child)
    // A shadow host renders its light children through slots, so its shadow tree gives the visual order.
    if (child.shadowRoot) collect(child.shadowRoot, out)
    else collect(child, out)
  }
}

/**
 * The keyboard-focusable elements under `root` in tab order, looking through open shadow roots and slots
 * (Lit elements keep their controls in shadow DOM, where `querySelectorAll` cannot see them).
 *
 * @example
 * const [first] = focusableElements(dialog)
 * first?.focus()
 */
export function focusableElements(root: Element | ShadowRoot): HTMLElement[] {
  const out: HTMLElement[] = []
  collect(root, out)
  return out
}

/**
 * The focused element, following `shadowRoot.activeElement` down through nested shadow roots.
 *
 * @example
 * const opener = deepActiveElement() // remembered to give focus back on close
 */
export function deepActiveElement(doc: Document = document): HTMLElement | undefined {
  let active: Element | null = doc.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== doc.body ? active : undefined
}
