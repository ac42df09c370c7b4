/** Spec section 8: the sign-in statement. */
export const SIGN_IN_STATEMENT = 'Please sign with your account'
