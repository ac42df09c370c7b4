import { z } from 'zod'

const base64url = (max: number) =>
  z
    .string({ error: 'must be a string' })
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url')

// The browser's JSON of a PublicKeyCredential (@simplewebauthn/browser's output). Fields the browser may
// add later pass through to the verifier, which ignores what it does not know; sizes are capped here.
const credential = {
  id: base64url(1366).min(1, 'must not be empty'),
  rawId: base64url(1366).min(1, 'must not be empty'),
  type: z.literal('public-key', { error: "must be 'public-key'" }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // The frame drops the PRF output before it sends this: it never leaves the frame.
  clientExtensionResults: z.looseObject({}),
}

/** Body of POST /api/passkey/register/verify: the new credential from `navigator.credentials.create`. */
export const registerVerifyBody = z
  .object({
    response: z.looseObject({
      ...credential,
      response: z.looseObject({
        clientDataJSON: base64url(4096),
        attestationObject: base64url(8192),
        transports: z.array(z.string().max(32)).max(8).optional(),
      }),
    }),
  })
  .strict()

/** Body of POST /api/passkey/login/verify: the assertion from `navigator.credentials.get`. */
export const loginVerifyBody = z
  .object({
    response: z.looseObject({
      ...credential,
      response: z.looseObject({
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(1024),
        userHandle: base64url(128).optional(),
      }),
    }),
  })
  .strict()

/** Body of the two options routes: nothing (the session names the user of a registration). */
export const passkeyOptionsBody = z.object({}).strict()
