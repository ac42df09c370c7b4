// Plain text, not Lit's `css`: importing Lit here would split Lit itself into a chunk of its own in an
// app's bundle (shared by the page and this chunk). The build minifies it like any css`…` template.
const css = String.raw

/**
 * The modal as a bottom sheet below 640 px: full width at the bottom, a drag handle, clear of the
 * home indicator (safe-area inset). The shell adopts them when the viewport is (or becomes) a phone's.
 * The query is `SHEET_MEDIA_QUERY` written out (a test keeps them equal): importing it would split the
 * shell's styles into a chunk of their own.
 */
export const sheetStyles: string = css`
  @media (max-width: 639px) {
    .overlay {
      align-items: flex-end;
      padding: 0;
    }
    .card {
      width: 100%;
      max-height: calc(100dvh - 24px);
      border-width: 1px 0 0;
      border-radius: var(--agentry-radius-lg) var(--agentry-radius-lg) 0 0;
      padding-bottom: env(safe-area-inset-bottom, 0px);
      animation: sheet-in var(--agentry-duration-view) ease;
    }
    .handle {
      display: block;
      flex: none;
      height: 20px;
      background: linear-gradient(var(--agentry-color-fg-muted), var(--agentry-color-fg-muted)) center / 36px 4px
        no-repeat;
    }
    .handle,
    header {
      touch-action: none;
      cursor: grab;
    }
    header {
      padding-top: 0;
    }
  }
  @keyframes sheet-in {
    from {
      transform: translateY(100%);
    }
  }
`

let sheet: CSSStyleSheet | undefined

/**
 * Adds {@link sheetStyles} to the shell's shadow root once, as Lit adds its own styles: an adopted
 * style sheet, or a `<style>` where the browser cannot adopt one.
 *
 * @example
 * adoptSheetStyles(this.renderRoot)
 */
export function adoptSheetStyles(root: HTMLElement | DocumentFragment): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const shadow = root as ShadowRoot
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(sheetStyles)
    }
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet]
  } else if (!root.querySelector('style[data-sheet]')) {
    const style = document.createElement('style')
    style.dataset['sheet'] = ''
    style.textContent = sheetStyles
    root.append(style)
  }
}
