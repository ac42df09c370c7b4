import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { subscribe } from 'valtio/vanilla'
import { localeState } from '../i18n/localeState.js'

/**
 * Bridges one or more valtio proxies of `@agentry/modal-core` into a Lit element: it subscribes when the
 * host is connected and unsubscribes when it is disconnected, so an element that is detached and attached
 * again keeps updating (subscribing in the constructor would not survive the first disconnect).
 *
 * @example
 * class AccountView extends LitElement {
 *   constructor() {
 *     super()
 *     new StoreController(this, [chainState, connectionState])
 *   }
 *   override render() {
 *     return html`${getActiveAccount()?.address}`
 *   }
 * }
 */
export class StoreController implements ReactiveController {
  readonly #host: ReactiveControllerHost
  readonly #stores: readonly object[]
  readonly #onChange: (() => void) | undefined
  #unsubscribers: (() => void)[] = []

  constructor(host: ReactiveControllerHost, stores: object | readonly object[], onChange?: () => void) {
    this.#host = host
    this.#stores = Array.isArray(stores) ? stores : [stores]
    this.#onChange = onChange
    host.addController(this)
  }

  /** Number of live subscriptions (the given stores and the language); 0 while the host is detached. */
  get subscriptionCount(): number {
    return this.#unsubscribers.length
  }

  hostConnected(): void {
    this.#unsubscribe()
    // Every element that renders store state renders copy too: a language switch re-renders it.
    this.#unsubscribers = [...this.#stores, localeState].map((store) => subscribe(store, this.#handleChange))
    // The stores may have changed while the host was detached.
    this.#host.requestUpdate()
  }

  hostDisconnected(): void {
    this.#unsubscribe()
  }

  readonly #handleChange = (): void => {
    this.#onChange?.()
    this.#host.requestUpdate()
  }

  #unsubscribe(): void {
    for (const unsubscribe of this.#unsubscribers) unsubscribe()
    this.#unsubscribers = []
  }
}
