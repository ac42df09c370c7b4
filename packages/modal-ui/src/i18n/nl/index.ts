import { nl } from './core.js'
import { nlErrors } from '../errors/nl.js'
import { dutchSections } from './sections.js'

/**
 * Everything Dutch in one chunk, loaded once Dutch is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Dutch texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./nl/index.js')
 */
export { nl as core, nlErrors as errors, dutchSections as sections }
