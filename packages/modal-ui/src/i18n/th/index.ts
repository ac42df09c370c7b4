import { th } from './core.js'
import { thErrors } from '../errors/th.js'
import { thaiSections } from './sections.js'

/**
 * Everything Thai in one chunk, loaded once Thai is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Thai texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./th/index.js')
 */
export { th as core, thErrors as errors, thaiSections as sections }
