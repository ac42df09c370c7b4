import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { PublicKey, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'

/** What every signature costs, as on Solana. */
export const SOLANA_TEST_FEE_LAMPORTS = 5000n

export type SolanaTestTransfer = { signature: string; from: string; to: string; lamports: bigint }

export type SolanaTestRpc = {
  url: string
  /** Sets an account's balance in lamports. */
  setBalance(address: string, lamports: bigint): void
  getBalance(address: string): bigint
  /** Transfers applied, in order. */
  transfers: SolanaTestTransfer[]
  /** JSON-RPC methods called, in order. */
  methods: string[]
  /** Every call fails with an internal error while true (an RPC outage). */
  failing: boolean
  close(): Promise<void>
}

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function readBody(message: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    message.setEncoding('utf8')
    message.on('data', (chunk: string) => (text += chunk))
    message.on('end', () => resolve(text))
    message.on('error', reject)
  })
}

/**
 * A Solana JSON-RPC server on 127.0.0.1 written for the tests. It keeps balances in memory and, on
 * `sendTransaction`, deserialises the transaction, verifies every signature (ed25519 over the message),
 * checks the blockhash is one it issued, decodes System Program transfers and applies them (fees
 * included), refusing anything else with a JSON-RPC error.
 *
 * @example
 * const rpc = await startSolanaTestRpc()
 * rpc.setBalance(wallet.address, 2_000_000_000n)
 */
export async function startSolanaTestRpc(): Promise<SolanaTestRpc> {
  const balances = new Map<string, bigint>()
  const blockhashes = new Set<string>()
  const transfers: SolanaTestTransfer[] = []
  const methods: string[] = []
  const state = { failing: false }
  let slot = 100
  const context = () => ({ context: { slot: slot++ } })

  function sendTransaction([encoded]: unknown[]): string {
    if (typeof encoded !== 'string') throw new RpcError(-32602, 'Invalid params: transaction')
    let transaction: Transaction
    try {
      transaction = Transaction.from(Buffer.from(encoded, 'base64'))
    } catch {
      throw new RpcError(-32602, 'failed to deserialize solana_sdk::transaction::Transaction')
    }
    if (!transaction.signature || !transaction.verifySignatures(true)) throw new RpcError(-32003, 'Transaction signature verification failure')
    if (!transaction.recentBlockhash || !blockhashes.has(transaction.recentBlockhash)) throw new RpcError(-32002, 'Blockhash not found')
    const payer = transaction.feePayer?.toBase58() ?? ''
    const moves = transaction.instructions.map((instruction) => {
      if (!instruction.programId.equals(SystemProgram.programId) || SystemInstruction.decodeInstructionType(instruction) !== 'Transfer') {
        throw new RpcError(-32602, 'Only System Program transfers are supported by this test RPC')
      }
      const { fromPubkey, toPubkey, lamports } = SystemInstruction.decodeTransfer(instruction)
      return { from: fromPubkey.toBase58(), to: toPubkey.toBase58(), lamports: BigInt(lamports) }
    })
    const fee = SOLANA_TEST_FEE_LAMPORTS * BigInt(transaction.signatures.length)
    const debits = new Map<string, bigint>([[payer, fee]])
    for (const move of moves) debits.set(move.from, (debits.get(move.from) ?? 0n) + move.lamports)
    for (const [address, amount] of debits) {
      if ((balances.get(address) ?? 0n) < amount) throw new RpcError(-32002, 'Attempt to debit an account but found no record of a prior credit.')
    }
    const signature = bs58.encode(transaction.signature)
    balances.set(payer, (balances.get(payer) ?? 0n) - fee)
    for (const move of moves) {
      balances.set(move.from, (balances.get(move.from) ?? 0n) - move.lamports)
      balances.set(move.to, (balances.get(move.to) ?? 0n) + move.lamports)
      transfers.push({ signature, ...move })
    }
    return signature
  }

  function answer(method: string, params: unknown[]): unknown {
    switch (method) {
      case 'getLatestBlockhash': {
        const blockhash = bs58.encode(randomBytes(32))
        blockhashes.add(blockhash)
        return { ...context(), value: { blockhash, lastValidBlockHeight: slot + 150 } }
      }
      case 'getBalance': {
        const address = params[0]
        if (typeof address !== 'string') throw new RpcError(-32602, 'Invalid params: address')
        try {
          new PublicKey(address)
        } catch {
          throw new RpcError(-32602, 'Invalid param: Invalid')
        }
        return { ...context(), value: Number(balances.get(address) ?? 0n) }
      }
      case 'getVersion':
        return { 'solana-core': '2.0.0', 'feature-set': 0 }
      case 'getSignatureStatuses':
        return { ...context(), value: ((params[0] as string[]) ?? []).map((signature) => (transfers.some((t) => t.signature === signature) ? { slot, confirmations: null, err: null, confirmationStatus: 'finalized' } : null)) }
      case 'sendTransaction':
        return sendTransaction(params)
      default:
        throw new RpcError(-32601, `Method not found: ${method}`)
    }
  }

  const server = createServer(async (request, response) => {
    const headers = { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type, solana-client' }
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end()
    let call: { id?: unknown; method?: unknown; params?: unknown }
    try {
      call = JSON.parse(await readBody(request)) as typeof call
    } catch {
      return void response.writeHead(400, headers).end()
    }
    const method = String(call.method)
    methods.push(method)
    let body: object
    try {
      if (state.failing) throw new RpcError(-32603, 'Internal error')
      body = { jsonrpc: '2.0', id: call.id ?? null, result: answer(method, Array.isArray(call.params) ? call.params : []) }
    } catch (error) {
      const { code, message } = error instanceof RpcError ? error : new RpcError(-32603, String(error))
      body = { jsonrpc: '2.0', id: call.id ?? null, error: { code, message } }
    }
    response.writeHead(200, headers).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setBalance: (address, lamports) => void balances.set(address, lamports),
    getBalance: (address) => balances.get(address) ?? 0n,
    transfers,
    methods,
    get failing() {
      return state.failing
    },
    set failing(value: boolean) {
      state.failing = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
