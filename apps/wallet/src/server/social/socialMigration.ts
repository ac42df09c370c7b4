/**
 * Migration 4 (social login), kept beside the code that uses it; `migrate.ts` lists it.
 *
 * - A social user has no email of their own: `wallet_users.email` becomes optional (UNIQUE still holds
 *   for the ones that have one). A social account is never merged into an email account by the email the
 *   provider reports, so a provider cannot sign anyone into another person's wallet.
 * - `wallet_social_identities`: one row per account at a provider, keyed by the issuer and its subject.
 * - `wallet_social_flows`: one row per login in progress, keyed by the SHA-256 of its `state`. It holds the
 *   PKCE verifier and the nonce (server-side only, never in a URL), the dapp origin to go back to, the
 *   SHA-256 of the secret the frame holds, the SHA-256 of the proof the callback page hands to the frame in
 *   the popup's opener, and the outcome; each step claims it once (single use).
 */
export const SOCIAL_MIGRATION = {
  version: 4,
  statements: [
    'ALTER TABLE wallet_users ALTER COLUMN email DROP NOT NULL',
    `CREATE TABLE wallet_social_identities (
      issuer text NOT NULL,
      subject text NOT NULL CHECK (length(subject) <= 255),
      provider text NOT NULL,
      user_id uuid NOT NULL UNIQUE REFERENCES wallet_users (id),
      email text,
      user_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (issuer, subject)
    )`,
    `CREATE TABLE wallet_social_flows (
      id text PRIMARY KEY,
      provider text NOT NULL,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      return_to text NOT NULL,
      secret_hash text NOT NULL,
      proof_hash text,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      started_at timestamptz,
      callback_at timestamptz,
      completed_at timestamptz,
      user_id uuid REFERENCES wallet_users (id),
      error_code text
    )`,
    'CREATE INDEX wallet_social_flows_expires_at_idx ON wallet_social_flows (expires_at)',
  ],
} as const
