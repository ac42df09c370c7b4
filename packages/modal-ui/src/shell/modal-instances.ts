/** What the registry needs of an `<agentry-modal>`. */
type ModalInstance = { requestUpdate(): void }

// Connected `<agentry-modal>` elements, oldest first. They all render the one modal state of modal-core, so
// only the first shows the dialog and holds the focus trap: with a trap each, every modal pulled the focus
// into its own dialog and the others pulled it back, until the stack overflowed.
const instances: ModalInstance[] = []

/**
 * Records a connected modal element; the first one recorded presents the dialog.
 *
 * @example
 * override connectedCallback() { super.connectedCallback(); addModalInstance(this) }
 */
export function addModalInstance(instance: ModalInstance): void {
  if (!instances.includes(instance)) instances.push(instance)
}

/**
 * Forgets a disconnected modal element. When it was the presenter, the next one takes over and re-renders.
 *
 * @example
 * override disconnectedCallback() { super.disconnectedCallback(); removeModalInstance(this) }
 */
export function removeModalInstance(instance: ModalInstance): void {
  const index = instances.indexOf(instance)
  if (index === -1) return
  instances.splice(index, 1)
  if (index === 0) instances[0]?.requestUpdate()
}

/**
 * True for the one modal element that shows the dialog and traps the focus.
 *
 * @example
 * if (!modalState.open || !isPresenter(this)) return nothing
 */
export function isPresenter(instance: ModalInstance): boolean {
  return instances[0] === instance
}
