import { ja } from './core.js'
import { jaErrors } from '../errors/ja.js'
import { japaneseSections } from './sections.js'

/**
 * Everything Japanese in one chunk, loaded once Japanese is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Japanese texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./ja/index.js')
 */
export { ja as core, jaErrors as errors, japaneseSections as sections }
