import { closeModal, modalState, openModal, type OpenModalParameters } from '@agentry/modal-core'
import { useCallback } from 'react'
import { useSnapshot } from 'valtio/react'

/** What {@link useModal} returns. */
export type UseModalReturnType = {
  isOpen: boolean
  /** Opens the modal on `options.view`, or on Account / Connect by the spec's rules. */
  open: (options?: OpenModalParameters) => Promise<void>
  /** Closes the modal; false (and a shake) while a required sign-in is pending. */
  close: () => boolean
}

/**
 * Open state of the wallet modal, with actions to open and close it.
 *
 * @example
 * const { isOpen, open } = useModal()
 * return <button onClick={() => open()}>Connect wallet</button>
 */
export function useModal(): UseModalReturnType {
  const { open: isOpen } = useSnapshot(modalState)
  const open = useCallback((options?: OpenModalParameters) => openModal(options), [])
  const close = useCallback(() => closeModal(), [])
  return { isOpen, open, close }
}
