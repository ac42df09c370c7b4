/** An EIP-1193 error as a wallet returns it. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
}
