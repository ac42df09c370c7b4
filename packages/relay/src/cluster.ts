import { randomBytes } from 'node:crypto'
import { StoreUnavailableError } from './errors.js'
import type { RelayLogger } from './log.js'
import { MemoryMessageStore } from './memoryMessageStore.js'
import type { MessageStore, StoreQuotas } from './messageStore.js'
import { connectNatsBus } from './natsMessageBus.js'
import { connectRedis } from './redisConnection.js'
import { RedisMessageStore } from './redisMessageStore.js'
import type { RelayHub } from './relayHub.js'
import { INSTANCE_SLOTS, randomInstanceSlot } from './requestIds.js'

/** Says whether a client may make one more request this minute, across every instance. */
export type ClientRateLimiter = (clientId: string, now: number) => Promise<boolean>

export type OpenStoreParameters = {
  redisUrl: string | undefined
  prefix: string
  quotas: StoreQuotas
  maxRequestsPerMinute: number
  clock: () => number
  log: RelayLogger
}

export type OpenedStore = {
  store: MessageStore
  /** This instance's number for request ids: from Redis when there is one (unique), else random. */
  slot: number
  /** Per-client request rate across the cluster; undefined without Redis (each connection is limited alone). */
  clientRate: ClientRateLimiter | undefined
}

const MINUTE_MS = 60_000

/** A random id naming this instance on the bus and in logs. */
export function newInstanceId(): string {
  return randomBytes(8).toString('hex')
}

/**
 * The message store for the relay's options: Redis when `redisUrl` is set, else memory. Throws
 * `RelayClusterError` when Redis cannot be reached at start.
 *
 * @example
 * const { store, slot, clientRate } = await openStore({ redisUrl: undefined, prefix, quotas, maxRequestsPerMinute: 1200, clock: Date.now, log })
 */
export async function openStore(parameters: OpenStoreParameters): Promise<OpenedStore> {
  const { redisUrl, prefix, quotas, maxRequestsPerMinute, clock, log } = parameters
  if (!redisUrl) return { store: new MemoryMessageStore(quotas), slot: randomInstanceSlot(), clientRate: undefined }
  const redis = await connectRedis({ url: redisUrl, prefix, log })
  const instance = Number(await redis.run('instance', []))
  const clientRate: ClientRateLimiter = async (clientId, now) => {
    const window = Math.floor(now / MINUTE_MS) * MINUTE_MS
    try {
      return Number(await redis.run('rate', [clientId, window])) <= maxRequestsPerMinute
    } catch (error) {
      // Without Redis each connection keeps its own limit; the cluster-wide one waits for Redis.
      if (error instanceof StoreUnavailableError) return true
      throw error
    }
  }
  return {
    store: new RedisMessageStore(redis, quotas, clock),
    slot: ((instance - 1) % INSTANCE_SLOTS) + 1,
    clientRate,
  }
}

/**
 * Joins the hub to the other instances over NATS. Throws `RelayClusterError` when NATS cannot be reached.
 *
 * @example
 * await joinCluster(hub, { natsUrl: 'nats://127.0.0.1:4222', prefix: 'agentry-relay', instanceId, log })
 */
export async function joinCluster(
  hub: RelayHub,
  parameters: { natsUrl: string; prefix: string; instanceId: string; log: RelayLogger },
): Promise<() => Promise<void>> {
  const { natsUrl, prefix, instanceId, log } = parameters
  const bus = await connectNatsBus({
    url: natsUrl,
    prefix,
    instanceId,
    log,
    onReconnect: () => hub.catchUp(),
    onMessage: (stored) => {
      hub
        .receive(stored)
        .catch((error: unknown) => log.error('failed to deliver a message from another instance', error))
    },
  })
  hub.attachBus(bus)
  return () => bus.close()
}
