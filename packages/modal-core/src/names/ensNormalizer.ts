// The ENSIP-15 normaliser, about 25 KB gzip: only normalizeEnsName imports this module, and only
// dynamically. Imported from its own package (the version viem uses) rather than through `viem/ens`,
// whose barrel makes an app's bundler emit viem's CCIP chunk as a file no page loads.
export { ens_normalize as ensNormalize } from '@adraffy/ens-normalize'
