import { describe, expect, it } from 'vitest'
import * as pkg from '../index.js'

// Every named error is exported from the package (a dapp checks it with instanceof) and keeps its name,
// code and message: peers, tests and the official client's users read them.

const describeError = (error: pkg.BaseError) => ({
  name: error.name,
  code: error.code,
  kind: 'kind' in error ? error.kind : undefined,
  message: error.message,
})

describe('named errors', () => {
  it('protocol kinds: "{table message} {context}" and the kind code', () => {
    expect(
      [
        new pkg.MissingOrInvalidError('request() method: eth_foo'),
        new pkg.NoMatchingKeyError("session topic doesn't exist: abc"),
        new pkg.ExpiredError('pairing topic: abc'),
        new pkg.NotInitializedError('session get()'),
        new pkg.NonConformingNamespacesError("approve() namespaces keys don't satisfy requiredNamespaces"),
        new pkg.UnknownTypeError('envelope type: 7'),
        new pkg.MismatchedTopicError('history 1: abc'),
      ].map(describeError),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": 5,
          "kind": "MISSING_OR_INVALID",
          "message": "Missing or invalid. request() method: eth_foo",
          "name": "MissingOrInvalidError",
        },
        {
          "code": 2,
          "kind": "NO_MATCHING_KEY",
          "message": "No matching key. session topic doesn't exist: abc",
          "name": "NoMatchingKeyError",
        },
        {
          "code": 6,
          "kind": "EXPIRED",
          "message": "Expired. pairing topic: abc",
          "name": "ExpiredError",
        },
        {
          "code": 1,
          "kind": "NOT_INITIALIZED",
          "message": "Not initialized. session get()",
          "name": "NotInitializedError",
        },
        {
          "code": 9,
          "kind": "NON_CONFORMING_NAMESPACES",
          "message": "Non conforming namespaces. approve() namespaces keys don't satisfy requiredNamespaces",
          "name": "NonConformingNamespacesError",
        },
        {
          "code": 7,
          "kind": "UNKNOWN_TYPE",
          "message": "Unknown type. envelope type: 7",
          "name": "UnknownTypeError",
        },
        {
          "code": 8,
          "kind": "MISMATCHED_TOPIC",
          "message": "Mismatched topic. history 1: abc",
          "name": "MismatchedTopicError",
        },
      ]
    `)
  })

  it('SDK kinds: the SDK code and table message, also as PeerError', () => {
    const errors = [
      new pkg.UserDisconnectedError(),
      new pkg.InvalidUpdateRequestError(),
      new pkg.UnauthorizedUpdateRequestError('update() for topic: abc'),
      new pkg.UnauthorizedExtendRequestError('extend() for topic: abc'),
      new pkg.SessionSettlementFailedError('Signature verification failed'),
    ]
    expect(errors.map(describeError)).toMatchInlineSnapshot(`
      [
        {
          "code": 6000,
          "kind": "USER_DISCONNECTED",
          "message": "User disconnected.",
          "name": "UserDisconnectedError",
        },
        {
          "code": 1003,
          "kind": "INVALID_UPDATE_REQUEST",
          "message": "Invalid update request.",
          "name": "InvalidUpdateRequestError",
        },
        {
          "code": 3003,
          "kind": "UNAUTHORIZED_UPDATE_REQUEST",
          "message": "Unauthorized update request. update() for topic: abc",
          "name": "UnauthorizedUpdateRequestError",
        },
        {
          "code": 3004,
          "kind": "UNAUTHORIZED_EXTEND_REQUEST",
          "message": "Unauthorized extend request. extend() for topic: abc",
          "name": "UnauthorizedExtendRequestError",
        },
        {
          "code": 7000,
          "kind": "SESSION_SETTLEMENT_FAILED",
          "message": "Session settlement failed. Signature verification failed",
          "name": "SessionSettlementFailedError",
        },
      ]
    `)
    for (const error of errors) {
      expect(error).toBeInstanceOf(pkg.SdkError)
      expect(error).toBeInstanceOf(pkg.PeerError)
    }
    expect(describeError(new pkg.PeerError({ code: 5000, message: 'User rejected.' }))).toMatchInlineSnapshot(`
      {
        "code": 5000,
        "kind": undefined,
        "message": "User rejected.",
        "name": "PeerError",
      }
    `)
  })

  it("the client's own failures: the official client's sentences", () => {
    expect(
      [
        new pkg.RequestExpiredError(),
        new pkg.AuthChainsRequiredError(),
        new pkg.AuthParameterRequiredError('uri'),
        new pkg.AuthParameterRequiredError('domain'),
        new pkg.AuthParameterRequiredError('nonce'),
        new pkg.AuthMultiNamespaceError(),
        new pkg.AuthNamespaceUnsupportedError(),
        new pkg.AuthAudienceRequiredError(),
        new pkg.AuthRequestNotFoundError(42),
      ].map(describeError),
    ).toMatchInlineSnapshot(`
      [
        {
          "code": "REQUEST_EXPIRED",
          "kind": undefined,
          "message": "Request expired. Please try again.",
          "name": "RequestExpiredError",
        },
        {
          "code": 5,
          "kind": undefined,
          "message": "chains is required and must be a non-empty array",
          "name": "AuthChainsRequiredError",
        },
        {
          "code": 5,
          "kind": undefined,
          "message": "uri is required parameter",
          "name": "AuthParameterRequiredError",
        },
        {
          "code": 5,
          "kind": undefined,
          "message": "domain is required parameter",
          "name": "AuthParameterRequiredError",
        },
        {
          "code": 5,
          "kind": undefined,
          "message": "nonce is required parameter",
          "name": "AuthParameterRequiredError",
        },
        {
          "code": 5,
          "kind": undefined,
          "message": "Multi-namespace requests are not supported. Please request single namespace only.",
          "name": "AuthMultiNamespaceError",
        },
        {
          "code": 5,
          "kind": undefined,
          "message": "Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.",
          "name": "AuthNamespaceUnsupportedError",
        },
        {
          "code": 5,
          "kind": undefined,
          "message": "Either \`aud\` or \`uri\` is required to construct the message",
          "name": "AuthAudienceRequiredError",
        },
        {
          "code": 2,
          "kind": undefined,
          "message": "Could not find pending auth request with id 42",
          "name": "AuthRequestNotFoundError",
        },
      ]
    `)
  })

  it('every one extends the package BaseError, and the protocol kinds ProtocolError', () => {
    const protocol = [
      pkg.MissingOrInvalidError,
      pkg.NoMatchingKeyError,
      pkg.ExpiredError,
      pkg.NotInitializedError,
      pkg.NonConformingNamespacesError,
      pkg.UnknownTypeError,
      pkg.MismatchedTopicError,
    ]
    for (const ErrorClass of protocol) {
      const error = new ErrorClass()
      expect(error).toBeInstanceOf(pkg.ProtocolError)
      expect(error).toBeInstanceOf(pkg.BaseError)
      expect(error.code).toBe(pkg.INTERNAL_ERRORS[error.kind].code)
    }
    expect(new pkg.AuthRequestNotFoundError(1)).toBeInstanceOf(pkg.BaseError)
    expect(new pkg.RequestExpiredError()).toBeInstanceOf(pkg.BaseError)
  })
})
