import { pl } from './core.js'
import { plErrors } from '../errors/pl.js'
import { polishSections } from './sections.js'

/**
 * Everything Polish in one chunk, loaded once Polish is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Polish texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./pl/index.js')
 */
export { pl as core, plErrors as errors, polishSections as sections }
