import { id } from './core.js'
import { idErrors } from '../errors/id.js'
import { indonesianSections } from './sections.js'

/**
 * Everything Indonesian in one chunk, loaded once Indonesian is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Indonesian texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./id/index.js')
 */
export { id as core, idErrors as errors, indonesianSections as sections }
