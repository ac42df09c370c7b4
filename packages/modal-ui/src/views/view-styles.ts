import { css } from 'lit'

/** Layout shared by the views: a vertical stack with the theme's spacing. */
export const viewStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  .stack {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .center {
    align-items: center;
    text-align: center;
  }
  .actions {
    display: flex;
    gap: 8px;
  }
  .actions > * {
    flex: 1;
  }
`

/** A view that stands centred around one thing (a wallet being asked, a QR code, a confirmation). */
export const centeredViewStyles = css`
  :host {
    align-items: center;
    text-align: center;
    padding-block: 8px;
  }
`
