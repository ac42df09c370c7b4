import { z } from 'zod'

const base64url = (bytes: { min: number; max: number }) =>
  z
    .string({ error: 'must be a string' })
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url')
    .refine((value) => {
      const length = Buffer.from(value, 'base64url').length
      return length >= bytes.min && length <= bytes.max
    }, `must encode ${bytes.min} to ${bytes.max} bytes`)

/** Body of POST /api/keys/store. The auth share is 17 or 33 bytes (a 16- or 32-byte seed and its x-coordinate). */
export const storeKeySharesBody = z
  .object({
    authShare: base64url({ min: 17, max: 33 }),
    // version, iv, share and GCM tag: at most 1 + 12 + 33 + 16 bytes.
    recoveryShare: base64url({ min: 1 + 12 + 17 + 16, max: 1 + 12 + 33 + 16 }),
    recoveryKind: z.enum(['passkey', 'code']),
    // The wallet's 32-byte recovery key sealed under each factor: version, iv, key and GCM tag.
    recoveryKeys: z
      .object({
        code: base64url({ min: 1 + 12 + 32 + 16, max: 1 + 12 + 32 + 16 }).optional(),
        passkey: base64url({ min: 1 + 12 + 32 + 16, max: 1 + 12 + 32 + 16 }).optional(),
      })
      .strict()
      .refine((keys) => keys.code !== undefined || keys.passkey !== undefined, 'must hold at least one sealed key')
      .optional(),
    evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an EVM address'),
    solanaAddress: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'must be a base-58 Solana address'),
    proof: base64url({ min: 32, max: 32 }),
  })
  .strict()

/** Body of POST /api/keys/fetch: nothing (the session names the account). */
export const fetchKeySharesBody = z.object({}).strict()
