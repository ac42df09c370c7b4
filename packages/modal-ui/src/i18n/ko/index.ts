import { ko } from './core.js'
import { koErrors } from '../errors/ko.js'
import { koreanSections } from './sections.js'

/**
 * Everything Korean in one chunk, loaded once Korean is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Korean texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./ko/index.js')
 */
export { ko as core, koErrors as errors, koreanSections as sections }
