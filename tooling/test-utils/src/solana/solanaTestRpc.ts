import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import {
  Keypair,
  Message,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import bs58 from 'bs58'

/** What every signature costs, as on Solana. */
export const SOLANA_TEST_FEE_LAMPORTS = 5000n
/** The rent-exempt deposit of a token account, paid by whoever creates it. */
export const SOLANA_TEST_TOKEN_ACCOUNT_RENT = 2_039_280n

type TokenAccount = { mint: string; owner: string; amount: bigint }

// The programs' documented ids and layouts, decoded here independently of the product's encoder.
const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
const TRANSFER_CHECKED = 12

export type SolanaTestTransfer = { signature: string; from: string; to: string; lamports: bigint }
export type SolanaTestTokenTransfer = { signature: string; mint: string; from: string; to: string; amount: bigint }

export type SolanaTestRpc = {
  url: string
  /** Sets an account's balance in lamports. */
  setBalance(address: string, lamports: bigint): void
  getBalance(address: string): bigint
  /** Transfers applied, in order. */
  transfers: SolanaTestTransfer[]
  /** SPL token transfers applied, in order (owners, not token accounts). */
  tokenTransfers: SolanaTestTokenTransfer[]
  /** A new SPL mint with these decimals; returns its address. */
  createMint(decimals: number): string
  /** Credits `owner`'s associated token account (created when missing). */
  mintTo(mint: string, owner: string, amount: bigint): void
  /** The balance of `owner`'s associated token account for `mint` (0 without one). */
  getTokenBalance(owner: string, mint: string): bigint
  /** Whether `owner` has an associated token account for `mint`. */
  hasTokenAccount(owner: string, mint: string): boolean
  /** The address of `owner`'s associated token account for `mint` (what `getTokenAccountBalance` takes). */
  tokenAccountAddress(owner: string, mint: string): string
  /** JSON-RPC methods called, in order. */
  methods: string[]
  /** Every call fails with an internal error while true (an RPC outage). */
  failing: boolean
  /** Every call goes unanswered while true (a node that hangs); the held calls are answered once it is false again. */
  stalled: boolean
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

/** Token units as the RPC's `uiAmountString` writes them: no trailing zeros, no dot for whole amounts. */
function formatUnits(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
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
 * checks the blockhash is one it issued, and runs System Program transfers, associated token account
 * creation and SPL `transferChecked` (fees and rent included) all or nothing, refusing anything else
 * with a JSON-RPC error.
 *
 * @example
 * const rpc = await startSolanaTestRpc()
 * rpc.setBalance(wallet.address, 2_000_000_000n)
 */
export async function startSolanaTestRpc(): Promise<SolanaTestRpc> {
  const balances = new Map<string, bigint>()
  const blockhashes = new Set<string>()
  const transfers: SolanaTestTransfer[] = []
  const tokenTransfers: SolanaTestTokenTransfer[] = []
  const mints = new Map<string, number>()
  let tokenAccounts = new Map<string, TokenAccount>()
  const ata = (owner: string, mint: string) =>
    PublicKey.findProgramAddressSync(
      [new PublicKey(owner).toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), new PublicKey(mint).toBuffer()],
      ASSOCIATED_TOKEN_PROGRAM_ID,
    )[0].toBase58()
  const methods: string[] = []
  const state = { failing: false, stalled: false }
  const held: (() => void)[] = []
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
    if (!transaction.signature || !transaction.verifySignatures(true))
      throw new RpcError(-32003, 'Transaction signature verification failure')
    if (!transaction.recentBlockhash || !blockhashes.has(transaction.recentBlockhash))
      throw new RpcError(-32002, 'Blockhash not found')
    const payer = transaction.feePayer?.toBase58() ?? ''
    const signature = bs58.encode(transaction.signature)
    // Every instruction runs on copies: a transaction applies whole or not at all.
    const lamports = new Map(balances)
    const accounts = new Map([...tokenAccounts].map(([key, value]) => [key, { ...value }]))
    const applied: { sol: SolanaTestTransfer[]; tokens: SolanaTestTokenTransfer[] } = { sol: [], tokens: [] }
    const debit = (address: string, amount: bigint) => {
      const balance = lamports.get(address) ?? 0n
      if (balance < amount)
        throw new RpcError(-32002, 'Attempt to debit an account but found no record of a prior credit.')
      lamports.set(address, balance - amount)
    }
    debit(payer, SOLANA_TEST_FEE_LAMPORTS * BigInt(transaction.signatures.length))
    for (const instruction of transaction.instructions) {
      if (instruction.programId.equals(SystemProgram.programId))
        applySystem(instruction, { debit, lamports, applied, signature })
      else if (instruction.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID))
        applyCreateTokenAccount(instruction, { debit, accounts })
      else if (instruction.programId.equals(TOKEN_PROGRAM_ID))
        applyTransferChecked(instruction, { accounts, applied, signature })
      else
        throw new RpcError(
          -32602,
          'Unsupported program: this test RPC runs System, Token and Associated Token programs only',
        )
    }
    for (const [key, value] of lamports) balances.set(key, value)
    tokenAccounts = accounts
    transfers.push(...applied.sol)
    tokenTransfers.push(...applied.tokens)
    return signature
  }

  type Work = {
    debit: (address: string, amount: bigint) => void
    lamports: Map<string, bigint>
    accounts: Map<string, TokenAccount>
    applied: { sol: SolanaTestTransfer[]; tokens: SolanaTestTokenTransfer[] }
    signature: string
  }

  function applySystem(
    instruction: TransactionInstruction,
    { debit, lamports, applied, signature }: Pick<Work, 'debit' | 'lamports' | 'applied' | 'signature'>,
  ) {
    if (SystemInstruction.decodeInstructionType(instruction) !== 'Transfer')
      throw new RpcError(-32602, 'Only System Program transfers are supported by this test RPC')
    const { fromPubkey, toPubkey, lamports: amount } = SystemInstruction.decodeTransfer(instruction)
    const move = { from: fromPubkey.toBase58(), to: toPubkey.toBase58(), lamports: BigInt(amount) }
    debit(move.from, move.lamports)
    lamports.set(move.to, (lamports.get(move.to) ?? 0n) + move.lamports)
    applied.sol.push({ signature, ...move })
  }

  function applyCreateTokenAccount(
    instruction: TransactionInstruction,
    { debit, accounts }: Pick<Work, 'debit' | 'accounts'>,
  ) {
    const idempotent = instruction.data.length === 1 && instruction.data[0] === 1
    if (!idempotent && instruction.data.length !== 0)
      throw new RpcError(-32602, 'Unsupported associated token instruction')
    const [payer, account, owner, mint] = instruction.keys.map((key) => key.pubkey.toBase58())
    if (!payer || !account || !owner || !mint || !mints.has(mint))
      throw new RpcError(-32602, 'Invalid associated token account instruction')
    if (account !== ata(owner, mint))
      throw new RpcError(-32602, 'Provided address does not match the associated token account')
    if (accounts.has(account)) {
      if (idempotent) return
      throw new RpcError(-32002, 'Associated token account already exists')
    }
    debit(payer, SOLANA_TEST_TOKEN_ACCOUNT_RENT)
    accounts.set(account, { mint, owner, amount: 0n })
  }

  function applyTransferChecked(
    instruction: TransactionInstruction,
    { accounts, applied, signature }: Pick<Work, 'accounts' | 'applied' | 'signature'>,
  ) {
    const { data, keys } = instruction
    if (data.length !== 10 || data[0] !== TRANSFER_CHECKED || keys.length < 4) {
      throw new RpcError(-32602, 'Only transferChecked is supported on the Token program by this test RPC')
    }
    const [source, mint, destination, owner] = keys as [
      (typeof keys)[0],
      (typeof keys)[0],
      (typeof keys)[0],
      (typeof keys)[0],
    ]
    const amount = data.readBigUInt64LE(1)
    const decimals = data[9]
    const from = accounts.get(source.pubkey.toBase58())
    const to = accounts.get(destination.pubkey.toBase58())
    const mintAddress = mint.pubkey.toBase58()
    if (!from || !to) throw new RpcError(-32002, 'Token account not found')
    if (from.mint !== mintAddress || to.mint !== mintAddress)
      throw new RpcError(-32002, 'Token account does not hold this mint')
    if (mints.get(mintAddress) !== decimals) throw new RpcError(-32002, 'Token decimals mismatch')
    if (from.owner !== owner.pubkey.toBase58() || !owner.isSigner) throw new RpcError(-32002, 'Owner does not match')
    if (from.amount < amount) throw new RpcError(-32002, 'Insufficient funds')
    from.amount -= amount
    to.amount += amount
    applied.tokens.push({ signature, mint: mintAddress, from: from.owner, to: to.owner, amount })
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
      case 'getTokenAccountBalance': {
        const address = params[0]
        const account = typeof address === 'string' ? tokenAccounts.get(address) : undefined
        if (!account) throw new RpcError(-32602, 'Invalid param: could not find account')
        const decimals = mints.get(account.mint) ?? 0
        const uiAmountString = formatUnits(account.amount, decimals)
        return {
          ...context(),
          value: { amount: String(account.amount), decimals, uiAmount: Number(uiAmountString), uiAmountString },
        }
      }
      case 'getFeeForMessage': {
        // As on Solana: the fee of a message is per required signature; null for a blockhash it never issued.
        if (typeof params[0] !== 'string') throw new RpcError(-32602, 'Invalid params: message')
        let message: Message
        try {
          message = Message.from(Buffer.from(params[0], 'base64'))
        } catch {
          throw new RpcError(-32602, 'failed to deserialize solana_sdk::message::Message')
        }
        const known = blockhashes.has(message.recentBlockhash)
        return {
          ...context(),
          value: known ? Number(SOLANA_TEST_FEE_LAMPORTS) * message.header.numRequiredSignatures : null,
        }
      }
      case 'getVersion':
        return { 'solana-core': '2.0.0', 'feature-set': 0 }
      case 'getSignatureStatuses':
        return {
          ...context(),
          value: ((params[0] as string[]) ?? []).map((signature) =>
            transfers.some((t) => t.signature === signature)
              ? { slot, confirmations: null, err: null, confirmationStatus: 'finalized' }
              : null,
          ),
        }
      case 'sendTransaction':
        return sendTransaction(params)
      default:
        throw new RpcError(-32601, `Method not found: ${method}`)
    }
  }

  const server = createServer(async (request, response) => {
    const headers = {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, solana-client',
    }
    if (request.method === 'OPTIONS') return void response.writeHead(204, headers).end()
    let call: { id?: unknown; method?: unknown; params?: unknown }
    try {
      call = JSON.parse(await readBody(request)) as typeof call
    } catch {
      return void response.writeHead(400, headers).end()
    }
    const method = String(call.method)
    methods.push(method)
    if (state.stalled) await new Promise<void>((release) => held.push(release))
    let body: object
    try {
      if (state.failing) throw new RpcError(-32603, 'Internal error')
      body = {
        jsonrpc: '2.0',
        id: call.id ?? null,
        result: answer(method, Array.isArray(call.params) ? call.params : []),
      }
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
    tokenTransfers,
    createMint(decimals) {
      const mint = Keypair.generate().publicKey.toBase58()
      mints.set(mint, decimals)
      return mint
    },
    mintTo(mint, owner, amount) {
      const address = ata(owner, mint)
      const account = tokenAccounts.get(address) ?? { mint, owner, amount: 0n }
      account.amount += amount
      tokenAccounts.set(address, account)
    },
    getTokenBalance: (owner, mint) => tokenAccounts.get(ata(owner, mint))?.amount ?? 0n,
    hasTokenAccount: (owner, mint) => tokenAccounts.has(ata(owner, mint)),
    tokenAccountAddress: ata,
    methods,
    get failing() {
      return state.failing
    },
    set failing(value: boolean) {
      state.failing = value
    },
    get stalled() {
      return state.stalled
    },
    set stalled(value: boolean) {
      state.stalled = value
      if (!value) for (const release of held.splice(0)) release()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of held.splice(0)) release()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
