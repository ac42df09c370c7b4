import { tr } from './core.js'
import { trErrors } from '../errors/tr.js'
import { turkishSections } from './sections.js'

/**
 * Everything Turkish in one chunk, loaded once Turkish is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Turkish texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./tr/index.js')
 */
export { tr as core, trErrors as errors, turkishSections as sections }
