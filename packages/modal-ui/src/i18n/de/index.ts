import { de } from './core.js'
import { deErrors } from '../errors/de.js'
import { germanSections } from './sections.js'

/**
 * Everything German in one chunk, loaded once German is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the German texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./de/index.js')
 */
export { de as core, deErrors as errors, germanSections as sections }
