import { RPC_ERRORS, RpcError } from './rpcErrors.js'

const MAX_TOPIC_LENGTH = 256
const MAX_BATCH_TOPICS = 1000

const invalid = (what: string) => new RpcError(RPC_ERRORS.INVALID_PARAMS, `Invalid params: ${what}.`)

/** The params object of a request, or an invalid-params error. */
export function readParams(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalid('params must be an object')
  return params as Record<string, unknown>
}

export function readTopic(params: Record<string, unknown>, key: string): string {
  const topic = params[key]
  if (typeof topic !== 'string' || topic === '' || topic.length > MAX_TOPIC_LENGTH) {
    throw invalid(`${key} must be a non-empty string of at most ${MAX_TOPIC_LENGTH} characters`)
  }
  return topic
}

export function readTopics(params: Record<string, unknown>): string[] {
  const topics = params.topics
  if (!Array.isArray(topics) || topics.length > MAX_BATCH_TOPICS) {
    throw invalid(`topics must be an array of at most ${MAX_BATCH_TOPICS} topics`)
  }
  return topics.map((topic: unknown, index) => readTopic({ [`topics[${index}]`]: topic }, `topics[${index}]`))
}

export function readMessage(params: Record<string, unknown>, key: string): string {
  const message = params[key]
  if (typeof message !== 'string' || message === '') throw invalid(`${key} must be a non-empty string`)
  return message
}

/** A TTL in whole seconds (fractions rounded up), shortened to `maxTtlSeconds`. */
export function readTtl(params: Record<string, unknown>, maxTtlSeconds: number, fallback?: number): number {
  const ttl = params.ttl ?? fallback
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
    throw invalid('ttl must be a positive number of seconds')
  return Math.min(Math.ceil(ttl), maxTtlSeconds)
}

/** Longest attestation passed through (a verify JWT is a few hundred characters). */
export const MAX_ATTESTATION_LENGTH = 4096

/** The publisher's verify attestation, if any: a string of at most MAX_ATTESTATION_LENGTH characters. */
export function readOptionalAttestation(params: Record<string, unknown>): string | undefined {
  const attestation = params.attestation
  if (attestation === undefined || attestation === null || attestation === '') return undefined
  if (typeof attestation !== 'string' || attestation.length > MAX_ATTESTATION_LENGTH)
    throw invalid(`attestation must be a string of at most ${MAX_ATTESTATION_LENGTH} characters`)
  return attestation
}

export function readOptionalTag(params: Record<string, unknown>): number | undefined {
  const tag = params.tag
  if (tag === undefined || tag === null) return undefined
  if (typeof tag !== 'number' || !Number.isInteger(tag)) throw invalid('tag must be an integer')
  return tag
}
