import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A real OpenID provider (panva's `oidc-provider`) on 127.0.0.1, with one confidential client: the host. */
export type TestOidcProvider = {
  /** `http://127.0.0.1:<port>`: the issuer and its discovery document's base. */
  issuer: string
  clientId: string
  clientSecret: string
  stop(): Promise<void>
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const readForm = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * Starts the test OpenID provider: discovery, authorization (PKCE S256 required), token, JWKS and
 * user-info endpoints of `oidc-provider`, signing ID tokens with a fresh RSA key. Its login page is a
 * form: any user name signs in as that account (`sub` = the name, email `<name>@example.test`), and
 * "Cancel" answers `access_denied`. Consent is granted without a page.
 *
 * @example
 * const op = await startTestOidcProvider({ redirectUris: ['http://localhost:46101/social/callback'] })
 * // WALLET_OIDC_ISSUER=op.issuer WALLET_OIDC_CLIENT_ID=op.clientId WALLET_OIDC_CLIENT_SECRET=op.clientSecret
 */
export async function startTestOidcProvider({
  redirectUris,
  port = 0,
}: {
  redirectUris: string[]
  port?: number
}): Promise<TestOidcProvider> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'agentry-wallet-host'
  const clientSecret = 'test-client-secret-'.padEnd(40, 'z')
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds), as the provider asks of anything but a quick start.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, email: `${accountId}@example.test`, email_verified: true, name: accountId }),
    }),
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
  })
  const callback = provider.callback()

  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response)
    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({
        accountId: details.session!.accountId,
        clientId: String(details.params.client_id),
      })
      grant.addOIDCScope(String(details.params.scope))
      const grantId = await grant.save()
      return provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      )
    }
    if (request.method === 'POST') {
      const form = await readForm(request)
      const login = form.get('login') ?? ''
      if (form.get('decision') === 'deny' || !/^[\w.-]{1,64}$/.test(login))
        return provider.interactionFinished(request, response, {
          error: 'access_denied',
          error_description: 'End-User aborted interaction',
        })
      return provider.interactionFinished(request, response, { login: { accountId: login } })
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><h1>Test provider</h1><form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label>User name <input name="login" autocomplete="off"></label>
<button type="submit" name="decision" value="allow">Sign in</button>
<button type="submit" name="decision" value="deny">Cancel</button></form></body></html>`)
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/'))
      return void interaction(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' })
        response.end(error instanceof Error ? error.message : String(error))
      })
    void callback(request, response)
  })
  return {
    issuer,
    clientId,
    clientSecret,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
