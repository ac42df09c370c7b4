import { z } from 'zod'

/** Body of POST /auth/login. Sizes are generous for ERC-6492 signatures, which carry deploy calldata. */
export const loginBodySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z
    .string()
    .max(12_000)
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex bytes')
    .transform((value) => value as `0x${string}`),
})

/** The body cap checked before parsing (413 above it). */
export const LOGIN_BODY_LIMIT_BYTES = 16 * 1024
