import { toErrorData, type ErrorData } from '@agentry/modal-core'
import type { ReactiveController, ReactiveControllerHost } from 'lit'

/** A failed run: what it ran on (for a retry) and the error to show (as data, shown in the language of the moment). */
export type ActionFailure<Target> = { target: Target; error: ErrorData }

/**
 * Runs one async core action for a view (connect a wallet, switch a network, disconnect), one run at a
 * time, and keeps what the view renders: the key of the target being worked on and the last failure.
 * The host re-renders when a run starts and when it ends.
 *
 * @example
 * readonly #switcher = new ActionController(this, switchNetwork, (network) => network.caipNetworkId)
 * html`<agentry-wallet-row ?loading=${this.#switcher.pendingKey === id} @click=${() => this.#switcher.run(network)}>…`
 */
export class ActionController<Target = void> implements ReactiveController {
  /** The key of the target of the run in progress; undefined when none runs. */
  pendingKey: string | undefined = undefined
  /** The last run's failure, cleared when the next one starts. */
  failure: ActionFailure<Target> | undefined = undefined

  readonly #host: ReactiveControllerHost
  readonly #action: (target: Target) => Promise<unknown>
  readonly #keyOf: (target: Target) => string

  /** `keyOf` names a target, so a list can tell which row is busy; an action without targets needs none. */
  constructor(
    host: ReactiveControllerHost,
    action: (target: Target) => Promise<unknown>,
    keyOf: (target: Target) => string = () => '',
  ) {
    this.#host = host
    this.#action = action
    this.#keyOf = keyOf
    host.addController(this)
  }

  // Nothing to subscribe to: a run re-renders its host itself. (Lit's interface needs one hook to be implemented.)
  hostConnected(): void {}

  /** True while a run is in progress. */
  get pending(): boolean {
    return this.pendingKey !== undefined
  }

  /** Runs the action on `target`; resolves true when it succeeded. A second press while one runs is ignored. */
  async run(target: Target): Promise<boolean> {
    if (this.pending) return false
    this.pendingKey = this.#keyOf(target)
    this.failure = undefined
    this.#host.requestUpdate()
    try {
      await this.#action(target)
      return true
    } catch (error) {
      this.failure = { target, error: toErrorData(error) }
      return false
    } finally {
      this.pendingKey = undefined
      this.#host.requestUpdate()
    }
  }

  /** Runs the action again on the target that failed. */
  retry(): void {
    if (this.failure) void this.run(this.failure.target)
  }
}
