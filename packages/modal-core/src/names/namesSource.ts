// The names source contract lives with the options, where a dapp can pass its own (`dataSources.names`).
export type { NamesSource } from '../options/types.js'
