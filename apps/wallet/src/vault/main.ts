import { createIndexedDbDeviceShareStore } from '../keys/createIndexedDbDeviceShareStore.js'
import { serveVault } from './serveVault.js'

// The wallet window's page script (`/vault.js`): the host's first-party page that keeps the device share in
// the host origin's own IndexedDB for the frame that opened it. Its own bundle, so the frame's stays small.
const allowedOrigins = (document.querySelector('meta[name="wallet-allowed-origins"]')?.getAttribute('content') ?? '')
  .split(' ')
  .filter(Boolean)
const status = document.getElementById('vault-status')
const say = (text: string) => status && (status.textContent = text)

serveVault({
  window,
  store: createIndexedDbDeviceShareStore(),
  allowedOrigins,
  onStep(step) {
    if (step === 'no-opener') return say('This window is opened by the wallet. You can close it.')
    if (step === 'refused') return say('This site may not use this wallet.')
    say(
      step.op === 'put'
        ? `Keeping your wallet’s device key for ${step.site} and every other site…`
        : `Opening your wallet’s device key for ${step.site}…`,
    )
  },
})
