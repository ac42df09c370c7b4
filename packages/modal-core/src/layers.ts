/**
 * The layers of modal-core's `src/` folders, top first (docs/ARCHITECTURE.md draws the same picture).
 * A folder imports only from the folders after it in this list: from a lower layer, or from one to its
 * right in its own layer. So the folders form no cycle, and a store never reaches up into an action
 * that touches the stores above it: such actions live in `flows/`.
 *
 * `src/layers.test.ts` checks every import of every non-test file against this table; a new folder
 * must be added here or the check fails. `(entries)` stands for the package's entry files (the
 * `exports` map of `package.json`: `index.ts`, `send/index.ts`, ...) and the other files at the top
 * of `src/`. Tests (`*.test.ts`) and test helpers (`src/test/`) may import from any layer, but product
 * code never imports them.
 */
export const LAYERS = [
  {
    layer: 'entries',
    about: 'the package entries and resetAllState',
    folders: ['(entries)'],
  },
  {
    layer: 'features',
    about: 'features loaded when first used, each with its own state and actions',
    folders: ['walletconnect', 'frame', 'names', 'onramp', 'nfts', 'walletDirectory'],
  },
  {
    layer: 'flows',
    about:
      'actions that span stores: connect, disconnect, start-up sync, switch network, sign in, open and close, send',
    folders: ['flows'],
  },
  {
    layer: 'stores',
    about: 'one valtio store per concern, with the actions and readers that need only it and the stores below',
    folders: [
      'modal',
      'router',
      'rpc',
      'siwx',
      'swap',
      'send',
      'connection',
      'account',
      // The tokens source finds tokens in the account's activity, so it sits left of the activity store.
      'tokens',
      'activity',
      'chain',
      'connectors',
      // Below flows, which record events; the sender itself is loaded only when analytics is on.
      'analytics',
      'alerts',
      'snackbar',
    ],
  },
  {
    layer: 'services',
    about: 'account data (hosted API or the chain directly), storage and caches, the options',
    folders: ['providers', 'direct', 'api', 'storage', 'options'],
  },
  {
    layer: 'chain access',
    about: 'the wallet adapters per namespace, balance and transaction reads, raw RPC calls',
    folders: ['adapters', 'balance', 'transactions', 'evmCall'],
  },
  {
    layer: 'base',
    about: 'networks, decimal numbers, formats, small helpers, errors and the CAIP vocabulary',
    folders: ['networks', 'numbers', 'format', 'utils', 'errors', 'caip'],
  },
] as const
