import { hi } from './core.js'
import { hiErrors } from '../errors/hi.js'
import { hindiSections } from './sections.js'

/**
 * Everything Hindi in one chunk, loaded once Hindi is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Hindi texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./hi/index.js')
 */
export { hi as core, hiErrors as errors, hindiSections as sections }
