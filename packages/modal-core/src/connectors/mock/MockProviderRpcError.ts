/**
 * The EIP-1193 error a real wallet would throw (`{ code: number, message }`). It is deliberately not a
 * modal-core `BaseError`: it stands for the wallet's side, which modal-core's actions turn into their
 * own typed errors (`UserRejectedError`, `ChainNotSupportedError`, …).
 *
 * @example
 * throw new MockProviderRpcError(4001, 'User rejected the request.')
 */
export class MockProviderRpcError extends Error {
  override name = 'MockProviderRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}
