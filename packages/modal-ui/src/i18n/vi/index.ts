import { vi } from './core.js'
import { viErrors } from '../errors/vi.js'
import { vietnameseSections } from './sections.js'

/**
 * Everything Vietnamese in one chunk, loaded once Vietnamese is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Vietnamese texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./vi/index.js')
 */
export { vi as core, viErrors as errors, vietnameseSections as sections }
