/** The connector id of the embedded wallet (email and social login). */
export const EMBEDDED_WALLET_CONNECTOR_ID = 'embedded-wallet'
