import { fr } from './core.js'
import { frErrors } from '../errors/fr.js'
import { frenchSections } from './sections.js'

/**
 * Everything French in one chunk, loaded once French is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the French texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./fr/index.js')
 */
export { fr as core, frErrors as errors, frenchSections as sections }
