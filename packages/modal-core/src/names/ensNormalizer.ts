// The ENSIP-15 normaliser (@adraffy/ens-normalize, through viem, which depends on it): about 25 KB gzip,
// so only normalizeEnsName imports this module, and only dynamically.
export { normalize as ensNormalize } from 'viem/ens'
