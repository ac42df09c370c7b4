import { uk } from './core.js'
import { ukErrors } from '../errors/uk.js'
import { ukrainianSections } from './sections.js'

/**
 * Everything Ukrainian in one chunk, loaded once Ukrainian is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Ukrainian texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./uk/index.js')
 */
export { uk as core, ukErrors as errors, ukrainianSections as sections }
