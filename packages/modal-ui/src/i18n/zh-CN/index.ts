import { zhCN } from './core.js'
import { zhCNErrors } from '../errors/zh-CN.js'
import { simplifiedChineseSections } from './sections.js'

/**
 * Everything Chinese (simplified) in one chunk, loaded once Chinese (simplified) is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Chinese (simplified) texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./zh-CN/index.js')
 */
export { zhCN as core, zhCNErrors as errors, simplifiedChineseSections as sections }
