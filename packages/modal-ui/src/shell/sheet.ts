// The bottom sheet's chunk: its styles and its swipe-to-close code, loaded by the shell when the
// viewport is a phone's.
export { adoptSheetStyles } from './sheet-styles.js'
export { startSheetDrag } from './sheet-drag.js'
