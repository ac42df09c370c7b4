import { ms } from './core.js'
import { msErrors } from '../errors/ms.js'
import { malaySections } from './sections.js'

/**
 * Everything Malay in one chunk, loaded once Malay is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Malay texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./ms/index.js')
 */
export { ms as core, msErrors as errors, malaySections as sections }
