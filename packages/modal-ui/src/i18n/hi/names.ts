import type { Messages } from '../en/core.js'

/**
 * Hindi messages of the account name views; they load with the rest of the Hindi texts once Hindi is chosen.
 *
 * @example
 * (await import('./names.js')).names
 */
export const names: Messages['names'] = {
  label: 'नाम',
  rules: 'अक्षर, अंक और हाइफ़न; कम से कम 4 वर्ण।',
  checking: 'नाम जाँचा जा रहा है…',
  suggestionsLabel: 'सुझाए गए नाम',
  available: 'उपलब्ध',
  unavailable: 'पहले से लिया गया',
  taken: (name: string) => `${name} पहले से लिया जा चुका है`,
  register: 'नाम रजिस्टर करें',
  signing: 'अपने वॉलेट में संदेश पर हस्ताक्षर करें…',
  registering: 'रजिस्टर हो रहा है…',
  success: (name: string) => `${name} अब आपका है`,
  successHint: 'अब आपका खाता पते की जगह यह नाम दिखाता है।',
  done: 'हो गया',
}
