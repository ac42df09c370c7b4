import { chainState, optionsState, resetView } from '@agentry/modal-core'
import { fetchNameSuggestions, namesState, registerAccountName, type NameSuggestion } from '@agentry/modal-core/names'
import { LitElement, css, html, nothing } from 'lit'
import {
  AgentryButton,
  AgentryInlineError,
  AgentrySpinner,
  AgentryText,
  StoreController,
  baseStyles,
  defineElement,
  messages,
  storeError,
  visuallyHiddenStyles,
} from './view-kit.js'
import { centeredViewStyles, fieldStyles, repeat, viewStyles } from './view-common.js'

/** How long typing pauses before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300

/** The label of a full name in the configured zone ('alice.reown.id' → 'alice'). */
const labelOf = (name: string) => {
  const suffix = `.${optionsState.nameZone}`
  return name.endsWith(suffix) ? name.slice(0, -suffix.length) : name
}

/**
 * The RegisterAccountName view: the user types a name (in the app's name zone); after a pause the core
 * checks it (ENS normalisation, letters, digits and hyphens, 4 or more) and suggests names with whether
 * each is taken. Register signs and registers through the core, which opens RegisterAccountNameSuccess
 * or comes back here with the message.
 *
 * @example
 * pushView('RegisterAccountName')
 */
export class AgentryRegisterAccountNameView extends LitElement {
  static override properties = { typing: { state: true } }

  static override styles = [
    baseStyles,
    visuallyHiddenStyles,
    viewStyles,
    fieldStyles,
    css`
      .zone {
        align-self: center;
        color: var(--agentry-color-fg-muted);
      }
      .suggestion {
        display: flex;
        justify-content: space-between;
        width: 100%;
        padding: 8px 12px;
        border: none;
        border-radius: var(--agentry-radius-md);
        background: var(--agentry-color-bg-raised);
        color: var(--agentry-color-fg);
        font: inherit;
        cursor: pointer;
      }
      .suggestion:disabled {
        cursor: default;
        color: var(--agentry-color-fg-muted);
      }
      .suggestion:focus-visible {
        outline: 2px solid var(--agentry-color-accent);
        outline-offset: 1px;
      }
    `,
  ]

  declare typing: boolean
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor() {
    super()
    this.typing = false
    new StoreController(this, [namesState, chainState, optionsState])
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.#timer)
  }

  override render() {
    const state = namesState
    const label = state.query.trim()
    const taken = state.suggestions.some(
      (suggestion) => suggestion.registered && labelOf(suggestion.name) === label.toLowerCase(),
    )
    const checking = this.typing || state.loadingSuggestions
    const blocked = !label || checking || taken || state.registering
    return html`<form class="stack" novalidate @submit=${this.#register}>
      <label class="field">
        <span>${messages.names.label}</span>
        <span class="row">
          <input
            name="name"
            autocomplete="off"
            spellcheck="false"
            autocapitalize="off"
            .value=${state.query}
            ?disabled=${state.registering}
            aria-describedby="name-help"
            @input=${this.#onInput}
          />
          <span class="zone">${`.${optionsState.nameZone}`}</span>
        </span>
        <small id="name-help" class="muted">${messages.names.rules}</small>
      </label>
      ${checking
        ? html`<div class="stack center"><agentry-spinner label=${messages.names.checking}></agentry-spinner></div>`
        : nothing}
      ${!checking && state.suggestions.length
        ? html`<ul class="stack" aria-label=${messages.names.suggestionsLabel}>
            ${repeat(
              state.suggestions,
              (suggestion) => suggestion.name,
              (suggestion) => html`<li>${this.#renderSuggestion(suggestion)}</li>`,
            )}
          </ul>`
        : nothing}
      ${state.error ? html`<agentry-inline-error .error=${storeError(state)}></agentry-inline-error>` : nothing}
      ${taken
        ? html`<agentry-inline-error
            message=${messages.names.taken(`${label}.${optionsState.nameZone}`)}
          ></agentry-inline-error>`
        : nothing}
      <agentry-button
        variant="accent"
        data-action="register"
        ?disabled=${blocked && !state.registering}
        ?loading=${state.registering}
        @click=${this.#register}
      >
        ${state.step === 'signing'
          ? messages.names.signing
          : state.step === 'registering'
            ? messages.names.registering
            : messages.names.register}
      </agentry-button>
      <p class="visually-hidden" role="status" aria-live="polite">
        ${state.step === 'signing' ? messages.names.signing : ''}
      </p>
    </form>`
  }

  #renderSuggestion(suggestion: NameSuggestion) {
    return html`<button
      type="button"
      class="suggestion"
      data-name=${suggestion.name}
      ?disabled=${suggestion.registered || namesState.registering}
      @click=${() => this.#pick(suggestion)}
    >
      <span>${suggestion.name}</span>
      <small>${suggestion.registered ? messages.names.unavailable : messages.names.available}</small>
    </button>`
  }

  #pick(suggestion: NameSuggestion): void {
    clearTimeout(this.#timer)
    this.typing = false
    namesState.query = labelOf(suggestion.name)
    namesState.error = undefined
  }

  readonly #onInput = (event: Event): void => {
    const query = (event.target as HTMLInputElement).value
    Object.assign(namesState, { query, error: undefined })
    clearTimeout(this.#timer)
    this.typing = query.trim() !== ''
    this.#timer = setTimeout(() => {
      this.typing = false
      void fetchNameSuggestions(query)
    }, SUGGEST_DEBOUNCE_MS)
  }

  readonly #register = (event: Event): void => {
    event.preventDefault()
    const label = namesState.query.trim()
    if (!label || namesState.registering || this.typing) return
    void registerAccountName(label)
  }
}

/**
 * The RegisterAccountNameSuccess view: the registered name, and Done back to the account.
 *
 * @example
 * replaceView('RegisterAccountNameSuccess')
 */
export class AgentryRegisterAccountNameSuccessView extends LitElement {
  static override styles = [baseStyles, viewStyles, centeredViewStyles]

  constructor() {
    super()
    new StoreController(this, [namesState])
  }

  override render() {
    const name = namesState.registeredName ?? ''
    return html`<agentry-text variant="title" role="status">${messages.names.success(name)}</agentry-text>
      <agentry-text variant="muted">${messages.names.successHint}</agentry-text>
      <agentry-button variant="accent" data-action="done" @click=${this.#done}>${messages.names.done}</agentry-button>`
  }

  readonly #done = (): void => resetView('Account')
}

/**
 * Defines the two name views and what they render.
 *
 * @example
 * (await import('./views/register-account-name-view.js')).defineRegisterAccountNameViews()
 */
export function defineRegisterAccountNameViews(): void {
  defineElement('agentry-text', AgentryText)
  defineElement('agentry-spinner', AgentrySpinner)
  defineElement('agentry-button', AgentryButton)
  defineElement('agentry-inline-error', AgentryInlineError)
  defineElement('agentry-register-account-name-view', AgentryRegisterAccountNameView)
  defineElement('agentry-register-account-name-success-view', AgentryRegisterAccountNameSuccessView)
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-register-account-name-view': AgentryRegisterAccountNameView
    'agentry-register-account-name-success-view': AgentryRegisterAccountNameSuccessView
  }
}
