import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the Switch Network view; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./unsupportedChain.js')).unsupportedChain
 */
export const unsupportedChain: Messages['unsupportedChain'] = {
  explanation:
    'आपका वॉलेट ऐसे नेटवर्क पर है जिसे यह ऐप सपोर्ट नहीं करता। जारी रखने के लिए इनमें से किसी एक पर स्विच करें।',
  networksLabel: 'समर्थित नेटवर्क',
  switching: (name: string) => `${name} पर स्विच हो रहा है…`,
}
