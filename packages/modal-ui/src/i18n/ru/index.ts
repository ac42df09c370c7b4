import { ru } from './core.js'
import { ruErrors } from '../errors/ru.js'
import { russianSections } from './sections.js'

/**
 * Everything Russian in one chunk, loaded once Russian is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Russian texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./ru/index.js')
 */
export { ru as core, ruErrors as errors, russianSections as sections }
