import { css } from 'lit'

/** Below 640 px wide the modal is a bottom sheet (the styles below and the swipe code use this query). */
export const SHEET_MEDIA_QUERY = '(max-width: 639px)'

/**
 * Layout and motion of `<agentry-modal>`: overlay, the 360px card, header, animated body. The bottom
 * sheet's styles (a phone's) are in `sheet-styles.ts`, loaded only where the sheet shows.
 *
 * The opening frame shows the overlay and the card as they stay, at full opacity: nothing fades in. A
 * keyframe from opacity 0 kept the view invisible in its first frame and, while Chromium resolved the
 * animation's start time, in one or two more (issue 27). The view's entry (spec: view transition 150 ms)
 * and the title's (header text 120 ms) play once the user has navigated while open (`.navigated`; the
 * new view and title are the elements that change in that render). The view fades in without sliding:
 * a slide from the right is the wrong way round in a right-to-left layout.
 */
export const shellStyles = css`
  :host {
    display: contents;
  }
  .overlay {
    position: fixed;
    inset: 0;
    z-index: var(--agentry-layer);
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 8px;
    background: var(--agentry-color-overlay);
  }
  .card {
    width: var(--agentry-modal-width);
    max-width: 100%;
    max-height: calc(100dvh - 16px);
    display: flex;
    flex-direction: column;
    overflow: hidden;
    border: 1px solid var(--agentry-color-border);
    border-radius: var(--agentry-radius-lg);
    background: var(--agentry-color-bg);
    box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35);
    font-size: var(--agentry-text-md);
    outline: none;
  }
  :host([shake]) .card {
    animation: shake var(--agentry-duration-shake) ease;
  }
  header {
    display: grid;
    grid-template-columns: 32px 1fr 32px;
    align-items: center;
    gap: 8px;
    padding: 12px 12px 4px;
  }
  h2 {
    margin: 0;
    font-size: var(--agentry-text-lg);
    font-weight: 600;
    text-align: center;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* An inline span: an inline-block one would be hidden whole behind the ellipsis of a long title. */
  .navigated h2 span {
    animation: fade-in var(--agentry-duration-header) ease;
  }
  .body {
    overflow: hidden auto;
    transition: height var(--agentry-duration-height) ease;
  }
  .view {
    padding: 8px 12px 16px;
  }
  .navigated .view {
    animation: fade-in var(--agentry-duration-view) ease;
  }
  .loading {
    display: flex;
    justify-content: center;
    padding: 32px 0;
  }
  .handle {
    display: none;
  }
  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes shake {
    10%,
    90% {
      transform: translateX(-1px);
    }
    20%,
    80% {
      transform: translateX(2px);
    }
    30%,
    50%,
    70% {
      transform: translateX(-4px);
    }
    40%,
    60% {
      transform: translateX(4px);
    }
  }
`
