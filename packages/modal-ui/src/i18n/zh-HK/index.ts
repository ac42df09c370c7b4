import { zhHK } from './core.js'
import { zhHKErrors } from '../errors/zh-HK.js'
import { hongKongChineseSections } from './sections.js'

/**
 * Everything Chinese (Hong Kong) in one chunk, loaded once Chinese (Hong Kong) is chosen: the first-load part, the texts of core's
 * errors and every view's section. One chunk of all the Chinese (Hong Kong) texts is smaller than one per section (they
 * compress together) and a language switch waits for a single request. Every language's chunk exports the
 * same three names.
 *
 * @example
 * const { core, errors, sections } = await import('./zh-HK/index.js')
 */
export { zhHK as core, zhHKErrors as errors, hongKongChineseSections as sections }
