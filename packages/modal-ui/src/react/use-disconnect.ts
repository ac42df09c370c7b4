import { disconnect } from '@agentry/modal-core'

/** What {@link useDisconnect} returns. */
export type UseDisconnectReturnType = { disconnect: () => Promise<void> }

const value: UseDisconnectReturnType = { disconnect: () => disconnect() }

/**
 * The disconnect action (stable across renders).
 *
 * @example
 * const { disconnect } = useDisconnect()
 * return <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  return value
}
