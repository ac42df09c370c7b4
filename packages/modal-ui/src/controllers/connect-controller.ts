import { closeModal, connect, modalState, optionsState, routerState, type Connector } from '@agentry/modal-core'
import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { errorMessage } from '../views/error-message.js'

/** A failed attempt: the wallet and the message to show with a retry. */
export type ConnectFailure = { connector: Connector; message: string }

/**
 * Connects a view's wallet through core `connect({ connectorId })`, one at a time, and keeps which one is
 * connecting and the failure for the view to render. When it connects and no sign-in policy follows,
 * the modal closes (if the user is still on the view that started it).
 *
 * @example
 * readonly #connector = new ConnectController(this)
 * html`<agentry-wallet-row ?loading=${this.#connector.pendingId === id} @click=${() => this.#connector.run(connector)}>…`
 */
export class ConnectController implements ReactiveController {
  pendingId: string | undefined = undefined
  failure: ConnectFailure | undefined = undefined

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this)
  }

  hostConnected(): void {}

  /** Connects `connector`; resolves true when it connected. A second press while one runs is ignored. */
  async run(connector: Connector): Promise<boolean> {
    if (this.pendingId !== undefined) return false
    const view = routerState.view
    this.pendingId = connector.id
    this.failure = undefined
    this.host.requestUpdate()
    try {
      await connect({ connectorId: connector.id })
      // With a sign-in policy the core decides what follows (SIWXSignMessage, or closing when a session
      // already exists); closing here first would flash the modal shut and open again.
      if (!optionsState.siwx && modalState.open && routerState.view === view) closeModal()
      return true
    } catch (error) {
      this.failure = { connector, message: errorMessage(error) }
      return false
    } finally {
      this.pendingId = undefined
      this.host.requestUpdate()
    }
  }

  /** Tries the failed wallet again. */
  retry(): void {
    if (this.failure) void this.run(this.failure.connector)
  }
}
