/**
 * The rooms of sign-client's `src/`, top first (docs/ARCHITECTURE.md draws the same picture). A folder
 * imports only from the folders after it in this list: from a lower layer, or from one to its right in
 * its own layer. So the folders form no cycle.
 *
 * `client/` is split by protocol part: each subfolder is a room of its own (`client/auth` apart from
 * `client/session`), and the files at the top of `client/` are the front (`SignClient`, the
 * official-shape `core`/`engine`, the router of incoming messages, expiries). `src/layers.test.ts`
 * checks every import of every non-test file against this table; a new folder must be added here or
 * the check fails. `(entries)` stands for the package's entry files (the `exports` map of
 * `package.json`: `index.ts`, `errors/index.ts`) and the other files at the top of `src/`. Tests
 * (`*.test.ts`) and test helpers (`src/test/`) may import from any layer, but product code never
 * imports them.
 */
export const LAYERS = [
  {
    layer: 'entries',
    about: 'the package entries',
    folders: ['(entries)'],
  },
  {
    layer: 'front',
    about: 'SignClient, the official-shape core and engine, the router of incoming messages, expiries',
    folders: ['client'],
  },
  {
    layer: 'protocol',
    about:
      'one room per protocol part: one-click sign-in (auth), proposal to settlement, session requests and events, ' +
      'the settled session, pairings, link-mode listening and routes',
    folders: ['client/auth', 'client/proposal', 'client/request', 'client/session', 'client/pairing', 'client/link'],
  },
  {
    layer: 'context',
    about: 'what every room shares: the context, the stores, the events, role marks, checks of input',
    folders: ['client/context'],
  },
  {
    layer: 'transport',
    about: 'the protocol transport over the relay or by link, the request queue, the RPC options',
    folders: ['client/transport'],
  },
  {
    layer: 'core',
    about: 'stores, key chain, JSON-RPC history, expirer, record checks',
    folders: ['core'],
  },
  {
    layer: 'wire',
    about: 'the relay client and its auth, raw JSON-RPC ids, crypto envelopes',
    folders: ['relay', 'relayAuth', 'jsonrpc', 'crypto'],
  },
  {
    layer: 'base',
    about: 'the protocol message and record types, storage, errors',
    folders: ['types', 'storage', 'errors'],
  },
] as const
