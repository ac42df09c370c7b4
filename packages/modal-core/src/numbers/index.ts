/**
 * `@agentry/modal-core/numbers`: exact decimal arithmetic on bigints. A separate entry, so
 * apps that never do arithmetic do not load it.
 */
export type { DecimalInput, RoundingMode, RoundingParameters } from './types.js'
export { toDecimal } from './toDecimal.js'
export { isDecimal } from './isDecimal.js'
export { addDecimal } from './addDecimal.js'
export { subtractDecimal } from './subtractDecimal.js'
export { multiplyDecimal } from './multiplyDecimal.js'
export { divideDecimal, type DivideDecimalParameters } from './divideDecimal.js'
export { roundDecimal } from './roundDecimal.js'
export { formatDecimal } from './formatDecimal.js'
export { compareDecimal } from './compareDecimal.js'
export { parseUnitsDecimal, type ParseUnitsDecimalParameters } from './parseUnitsDecimal.js'
export { formatUnitsDecimal } from './formatUnitsDecimal.js'
