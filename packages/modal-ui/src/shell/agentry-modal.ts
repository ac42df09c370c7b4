import {
  alertState,
  closeModal,
  goBack,
  modalState,
  routerState,
  setEmbeddedWalletRestorer,
  SHAKE_DURATION_MS,
  type ViewName,
} from '@agentry/modal-core'
import { LitElement, html, nothing, type PropertyValues } from 'lit'
import { keyed } from 'lit/directives/keyed.js'
import { html as staticHtml, unsafeStatic } from 'lit/static-html.js'
import { StoreController } from '../controllers/store-controller.js'
import { followBrowserLanguage, localeState, setLocale } from '../i18n/localeState.js'
import type { LoadViewRequestDetail } from '../internal/load-view-request.js'
import { messages } from '../i18n/messages.js'
import { ThemeController } from '../theme/setTheme.js'
import { baseStyles, themeStyles, type ThemeMode } from '../theme/theme-styles.js'
import { deepActiveElement, focusableElements } from './focus.js'
import { addModalInstance, isPresenter, removeModalInstance } from './modal-instances.js'
import { SHEET_MEDIA_QUERY, shellStyles } from './shell-styles.js'
import type * as Sheet from './sheet.js'
import { isViewLoaded, loadView, viewRegistry } from './view-registry.js'

// A stored embedded wallet comes back at start-up (syncConnection) from the chunk the login views live in.
setEmbeddedWalletRestorer(() => import('../views/login-views.js').then((module) => module.restoreEmbeddedWallet()))

/** The alert bar's chunk, asked for once (with the first alert). */
let alertBarLoad: Promise<void> | undefined

/** Id of the header title inside the shell's shadow root; the dialog is labelled by it. */
const TITLE_ID = 'agentry-modal-title'

/** Detail of `agentry-open-change`, dispatched when the modal opens or closes. */
export type OpenChangeDetail = { open: boolean }
/** Detail of `agentry-view-change`, dispatched when the shown view changes while open. */
export type ViewChangeDetail = { view: ViewName }

/**
 * The wallet modal: an overlay with a 360px dialog that shows the current router view of
 * `@agentry/modal-core`. It opens and closes with `modalState.open`; the back button calls `goBack()`,
 * the close button, Escape and a click on the overlay call `closeModal()` and shake the card when closing
 * is refused. Focus stays inside while open and returns to the opener afterwards. Views are loaded on
 * first use. Set `theme="light"` for the light theme and `locale="de"` for German. Any number of these
 * elements may be on a page: they share the one state, the first connected shows the dialog, and each
 * dispatches the events.
 *
 * @example
 * import '@agentry/modal-ui/register'
 * document.body.append(document.createElement('agentry-modal'))
 * await openModal()
 */
export class AgentryModalElement extends LitElement {
  static override properties = {
    theme: { type: String, reflect: true },
    locale: { type: String, reflect: true },
    shaking: { type: Boolean, reflect: true, attribute: 'shake' },
  }

  static override styles = [themeStyles, baseStyles, shellStyles]

  /** 'light' or 'dark'; unset means dark. */
  declare theme: ThemeMode | undefined
  /** The language of every view, a BCP-47 tag ('de', 'de-AT', nearest shipped variant); unset, the browser's (`navigator.languages`), else English. */
  declare locale: string | undefined
  /** True while the refused-close shake plays (reflected as the `shake` attribute). */
  declare shaking: boolean

  #wasOpen = false
  #coreShake = false
  #shownView: ViewName | undefined
  /** Whether the shown view came by a navigation while open: the opening's first view shows at once. */
  #navigated: boolean | undefined
  #focusPending = false
  #trapping = false
  #opener: HTMLElement | undefined
  #shakeTimer: ReturnType<typeof setTimeout> | undefined
  #resizeObserver: ResizeObserver | undefined
  #bodyHeight: number | undefined
  #sheet: typeof Sheet | undefined
  #sheetQuery: MediaQueryList | undefined

  constructor() {
    super()
    this.theme = undefined
    this.locale = undefined
    this.shaking = false
    new StoreController(this, [modalState, routerState, alertState])
    new ThemeController(this)
    // A view prefetches the one it leads to through the shell (`requestViewLoad`: views do not import the
    // registry, which imports them).
    this.addEventListener('agentry-load-view', (event: CustomEvent<LoadViewRequestDetail>) => {
      event.stopPropagation()
      event.detail.loaded = loadView(event.detail.view)
    })
  }

  override connectedCallback(): void {
    super.connectedCallback()
    addModalInstance(this)
    if (this.locale === undefined) void followBrowserLanguage()
    // A phone shows a bottom sheet: its styles and swipe code load where the viewport is a phone's (now
    // or once it becomes one), before the modal opens, and never on a wide screen.
    this.#sheetQuery ??= this.ownerDocument.defaultView?.matchMedia?.(SHEET_MEDIA_QUERY)
    this.#sheetQuery?.addEventListener('change', this.#loadSheet)
    this.#loadSheet()
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    removeModalInstance(this)
    this.#sheetQuery?.removeEventListener('change', this.#loadSheet)
    this.#detachWhileOpen()
    clearTimeout(this.#shakeTimer)
    this.shaking = false
    this.#wasOpen = false
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('locale') && this.locale !== undefined) void setLocale(this.locale)
    const open = modalState.open
    if (open !== this.#wasOpen) {
      this.#wasOpen = open
      if (open) this.#onOpen()
      else this.#onClose()
      this.#emit<OpenChangeDetail>('agentry-open-change', { open })
    }
    this.#syncTrap(open && isPresenter(this))
    if (modalState.shake && !this.#coreShake) this.#playShake()
    this.#coreShake = modalState.shake
    if (open) {
      const view = routerState.view
      if (view !== this.#shownView) {
        this.#navigated = !!this.#shownView
        this.#shownView = view
        this.#emit<ViewChangeDetail>('agentry-view-change', { view })
      }
      if (!isViewLoaded(view) && viewRegistry[view])
        void loadView(view).then(
          () => this.requestUpdate(),
          () => undefined,
        )
      else if (!viewRegistry[view]) void loadView(view) // only warns
    }
  }

  protected override updated(): void {
    if (this.#focusPending) {
      this.#focusPending = false
      // In the next frame: focusing now would force a layout of its own inside the click that opened it. A
      // frame can come late (a busy page): focus already inside the dialog by then (a field the user
      // clicked, a view's own focus) stays where it is.
      requestAnimationFrame(() => {
        const dialog = this.#dialog()
        const active = this.shadowRoot?.activeElement
        if (modalState.open && dialog && !(active && dialog.contains(active))) dialog.focus({ preventScroll: true })
      })
    }
    this.#observeBody()
  }

  override render() {
    if (!modalState.open || !isPresenter(this)) return nothing
    const view = routerState.view
    const entry = viewRegistry[view]
    const title = entry?.title() ?? ''
    const canGoBack = routerState.history.length > 1
    const height = this.#bodyHeight === undefined ? nothing : `height:${this.#bodyHeight}px`
    return html`<div class="overlay" part="overlay" @click=${this.#onOverlayClick}>
      <div
        class=${this.#navigated ? 'card navigated' : 'card'}
        part="card"
        role="dialog"
        lang=${localeState.locale}
        dir=${localeState.dir}
        aria-modal="true"
        aria-labelledby=${TITLE_ID}
        tabindex="-1"
        @keydown=${this.#onKeydown}
      >
        <div class="handle" part="handle" aria-hidden="true" @pointerdown=${this.#onGripDown}></div>
        <header part="header" @pointerdown=${this.#onGripDown}>
          ${canGoBack
            ? html`<agentry-icon-button
                icon="back"
                label=${messages.shell.back}
                @click=${this.#onBack}
              ></agentry-icon-button>`
            : html`<span></span>`}
          <h2 id=${TITLE_ID}>${keyed(title, html`<span>${title}</span>`)}</h2>
          <agentry-icon-button
            icon="close"
            label=${messages.shell.close}
            @click=${this.#requestClose}
          ></agentry-icon-button>
        </header>
        ${alertState.open ? this.#renderAlert() : nothing}
        <div class="body" part="body" style=${height}>
          <div class="frame">${keyed(view, this.#renderView(view))}</div>
        </div>
        <agentry-snackbar part="snackbar"></agentry-snackbar>
      </div>
    </div>`
  }

  #renderView(view: ViewName) {
    const entry = viewRegistry[view]
    if (!entry) return nothing
    if (!isViewLoaded(view)) {
      return html`<div class="view loading">
        <agentry-spinner size="lg" label=${messages.shell.loading}></agentry-spinner>
      </div>`
    }
    const tag = unsafeStatic(entry.tag)
    return staticHtml`<${tag} class="view"></${tag}>`
  }

  /** The spec's alerts (section 8) show above the view; the bar's code comes with the first alert. */
  #renderAlert() {
    alertBarLoad ??= import('./agentry-alert-bar.js').then(
      (module) => module.defineAlertBar(),
      () => undefined,
    )
    return html`<agentry-alert-bar part="alert"></agentry-alert-bar>`
  }

  #dialog(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('[role="dialog"]')
  }

  #onOpen(): void {
    this.#opener = deepActiveElement(this.ownerDocument)
    this.#shownView = undefined
    this.#bodyHeight = undefined
  }

  #onClose(): void {
    const opener = this.#opener
    this.#opener = undefined
    // Only the presenter gives the focus back (the others never took it), once its trap is off.
    if (!this.#trapping) return
    this.#detachWhileOpen()
    if (opener?.isConnected) opener.focus()
  }

  /** Escape, focus return and Tab cycling belong to the element that shows the dialog, and to it alone. */
  #syncTrap(on: boolean): void {
    if (on === this.#trapping) return
    if (!on) return this.#detachWhileOpen()
    this.#trapping = true
    this.#focusPending = true
    this.ownerDocument.addEventListener('keydown', this.#onDocumentKeydown)
    this.ownerDocument.addEventListener('focusin', this.#onDocumentFocusin)
  }

  #detachWhileOpen(): void {
    this.#trapping = false
    this.#focusPending = false
    this.ownerDocument.removeEventListener('keydown', this.#onDocumentKeydown)
    this.ownerDocument.removeEventListener('focusin', this.#onDocumentFocusin)
    this.#resizeObserver?.disconnect()
    this.#resizeObserver = undefined
  }

  readonly #loadSheet = (): void => {
    if (this.#sheet || !this.#sheetQuery?.matches) return
    this.#sheetQuery.removeEventListener('change', this.#loadSheet)
    void import('./sheet.js').then(
      (module) => {
        this.#sheet = module
        module.adoptSheetStyles(this.renderRoot)
      },
      () => undefined,
    )
  }

  readonly #requestClose = (): void => {
    this.#tryClose()
  }

  readonly #tryClose = (): boolean => {
    const closed = closeModal()
    if (!closed) this.#playShake()
    return closed
  }

  /** On a bottom sheet, the handle and the header (not its buttons) drag the sheet down to close it. */
  readonly #onGripDown = (event: PointerEvent): void => {
    const sheet = this.#dialog()
    if (sheet && this.#sheetQuery?.matches) this.#sheet?.startSheetDrag({ sheet, down: event, close: this.#tryClose })
  }

  readonly #onBack = (): void => {
    goBack()
  }

  #playShake(): void {
    clearTimeout(this.#shakeTimer)
    this.shaking = true
    this.#shakeTimer = setTimeout(() => {
      this.shaking = false
    }, SHAKE_DURATION_MS)
  }

  readonly #onOverlayClick = (event: MouseEvent): void => {
    if (event.target === event.currentTarget) this.#requestClose()
  }

  readonly #onDocumentKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    this.#requestClose()
  }

  /** Focus that escapes the dialog (a click elsewhere, a screen-reader jump) is brought back. */
  readonly #onDocumentFocusin = (event: FocusEvent): void => {
    if (event.composedPath().includes(this)) return
    this.#dialog()?.focus()
  }

  /** Tab and Shift+Tab cycle through the dialog's controls, across the views' shadow roots. */
  readonly #onKeydown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab') return
    const dialog = this.#dialog()
    if (!dialog) return
    const focusable = focusableElements(dialog)
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) {
      event.preventDefault()
      dialog.focus()
      return
    }
    const active = deepActiveElement(this.ownerDocument)
    const atStart = active === first || active === dialog || !active || !focusable.includes(active)
    if (event.shiftKey && atStart) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || !active || !focusable.includes(active))) {
      event.preventDefault()
      first.focus()
    }
  }

  /**
   * Animates the card's height (spec: 150 ms) by pinning the body to the measured height of the view. The pin
   * follows the view a frame late, so between a view's growth and the next frame the body scrolls content it
   * should not (a view without a button became a scrollable region no key can reach, which axe reports).
   * Without a height transition (reduced motion makes it 0 ms) there is nothing to animate: no pin.
   */
  #observeBody(): void {
    if (!modalState.open || this.#resizeObserver || typeof ResizeObserver === 'undefined') return
    const frame = this.renderRoot.querySelector('.frame')
    if (!frame) return
    this.#resizeObserver = new ResizeObserver((entries) => {
      const height = entries[0]?.contentRect.height
      const body = frame.parentElement
      const animated = body !== null && parseFloat(getComputedStyle(body).transitionDuration) > 0
      const pin = animated ? height : undefined
      if (height === undefined || height === 0 || pin === this.#bodyHeight) return
      this.#bodyHeight = pin
      this.requestUpdate()
    })
    this.#resizeObserver.observe(frame)
  }

  #emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }))
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'agentry-modal': AgentryModalElement
  }
  interface HTMLElementEventMap {
    'agentry-open-change': CustomEvent<OpenChangeDetail>
    'agentry-view-change': CustomEvent<ViewChangeDetail>
  }
}
