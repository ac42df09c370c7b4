import { ar } from './core.js'
import { arErrors } from '../errors/ar.js'
import { arabicSections } from './sections.js'

/**
 * Everything Arabic in one chunk, loaded once Arabic is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Arabic texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./ar/index.js')
 */
export { ar as core, arErrors as errors, arabicSections as sections }
