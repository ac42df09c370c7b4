import { routerState, type ViewName } from '@agentry/modal-core'
import { useSnapshot } from 'valtio/react'
import { useModal } from './use-modal.js'

/** What {@link useModalState} returns. */
export type UseModalStateReturnType = {
  isOpen: boolean
  /** The view the modal shows (or would show when opened). */
  view: ViewName
}

/**
 * Whether the modal is open and which view it shows, for analytics or layout around it.
 *
 * @example
 * const { isOpen, view } = useModalState()
 */
export function useModalState(): UseModalStateReturnType {
  const { isOpen } = useModal()
  const { view } = useSnapshot(routerState)
  return { isOpen, view }
}
