// @agentry/sign-client/errors: the shared error base alone, for packages that extend it without loading the client.
export { BaseError, type BaseErrorParameters } from './BaseError.js'
