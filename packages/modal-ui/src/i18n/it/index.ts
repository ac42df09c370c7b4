import { it } from './core.js'
import { itErrors } from '../errors/it.js'
import { italianSections } from './sections.js'

/**
 * Everything Italian in one chunk, loaded once Italian is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Italian texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./it/index.js')
 */
export { it as core, itErrors as errors, italianSections as sections }
