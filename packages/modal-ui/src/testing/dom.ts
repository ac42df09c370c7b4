/**
 * The first element matching `selector` under `root`, searching through open shadow roots.
 *
 * @example
 * deepQuery(document.body, 'agentry-wallet-row[name="Alpha"]')
 */
export function deepQuery<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | undefined {
  return deepQueryAll<T>(root, selector)[0]
}

/**
 * Every element matching `selector` under `root`, in document order, through open shadow roots.
 *
 * @example
 * deepQueryAll(document.body, 'agentry-wallet-row').map((row) => row.getAttribute('name'))
 */
export function deepQueryAll<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  const found: T[] = []
  const walk = (node: ParentNode) => {
    for (const element of Array.from(node.querySelectorAll('*'))) {
      if (element.matches(selector)) found.push(element as T)
      if (element.shadowRoot) walk(element.shadowRoot)
    }
  }
  walk(root)
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot)
  return found
}

/**
 * The text a user sees under `root`, shadow roots included, with whitespace collapsed.
 *
 * @example
 * expect(deepText(modal)).toContain('No browser wallet found')
 */
export function deepText(root: Node): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '')
    if (node instanceof Element && node.shadowRoot) {
      walk(node.shadowRoot)
      return
    }
    if (node instanceof HTMLSlotElement) {
      for (const assigned of node.assignedNodes({ flatten: true })) walk(assigned)
      return
    }
    for (const child of Array.from(node.childNodes)) walk(child)
  }
  walk(root)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/**
 * Presses the native button inside a primitive (what a user's click reaches).
 *
 * @example
 * press(deepQuery(modal, 'agentry-wallet-row')!)
 */
export function press(element: Element): void {
  const button = element.shadowRoot?.querySelector('button') ?? element
  ;(button as HTMLElement).click()
}
