import { css } from 'lit'

/** Form fields of the views (labels above inputs and selects, a row for an input with a button). */
export const fieldStyles = css`
  .field {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: var(--agentry-text-md);
  }
  .row {
    display: flex;
    gap: 8px;
  }
  input,
  select {
    flex: 1;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid var(--agentry-color-border);
    border-radius: var(--agentry-radius-md);
    background: var(--agentry-color-bg-raised);
    color: var(--agentry-color-fg);
    font: inherit;
  }
  input:focus-visible,
  select:focus-visible,
  .link:focus-visible {
    outline: 2px solid var(--agentry-color-accent);
    outline-offset: 1px;
  }
  .link {
    border: none;
    background: none;
    color: var(--agentry-color-accent-text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border-radius: var(--agentry-radius-sm);
  }
  .muted {
    color: var(--agentry-color-fg-muted);
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 8px 12px;
    margin: 0;
  }
  dt {
    color: var(--agentry-color-fg-muted);
  }
  dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
`
