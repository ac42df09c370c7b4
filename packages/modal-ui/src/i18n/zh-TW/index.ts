import { zhTW } from './core.js'
import { zhTWErrors } from '../errors/zh-TW.js'
import { taiwaneseChineseSections } from './sections.js'

/**
 * Everything Chinese (traditional, Taiwan) in one chunk, loaded once Chinese (traditional, Taiwan) is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Chinese (traditional, Taiwan) texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./zh-TW/index.js')
 */
export { zhTW as core, zhTWErrors as errors, taiwaneseChineseSections as sections }
