import { es419 } from './core.js'
import { es419Errors } from '../errors/es-419.js'
import { latinAmericanSpanishSections } from './sections.js'

/**
 * Everything Latin-American Spanish in one chunk, loaded once Latin-American Spanish is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Latin-American Spanish texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./es-419/index.js')
 */
export { es419 as core, es419Errors as errors, latinAmericanSpanishSections as sections }
