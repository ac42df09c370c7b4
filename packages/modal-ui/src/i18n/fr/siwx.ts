import type { Messages } from '../en/core.js'

/**
 * French messages of the Sign In view; they load with the rest of the French texts once French is chosen.
 *
 * @example
 * (await import('./siwx.js')).siwx
 */
export const siwx: Messages['siwx'] = {
  heading: (appName: string) => `${appName} vous invite à vous connecter`,
  appFallback: 'Cette application',
  explanation:
    "Signer un message prouve que ce portefeuille vous appartient. Cela n'envoie aucune transaction et ne coûte aucun frais de gas.",
  sign: 'Signer',
  signing: 'En attente de la signature…',
  cancel: 'Annuler',
}
