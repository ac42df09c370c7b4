import { he } from './core.js'
import { heErrors } from '../errors/he.js'
import { hebrewSections } from './sections.js'

/**
 * Everything Hebrew in one chunk, loaded once Hebrew is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Hebrew texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./he/index.js')
 */
export { he as core, heErrors as errors, hebrewSections as sections }
