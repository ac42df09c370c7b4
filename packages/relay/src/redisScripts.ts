// Lua run inside Redis, so that each store operation (quota check, eviction, write, counters) is atomic
// across every relay instance. Keys are built from the prefix (ARGV[1]); a message is named by its ref,
// `topic .. "\n" .. id` (the id is hex, so the last newline splits them). Keys:
//   P:msg:<ref>      hash m (text), p (publishedAt), e (expiresAt), s (sender), g (tag), b (bytes); PEXPIREAT e
//   P:meta           hash ref -> "sender\nbytes" (outlives the message key, so accounting can always be undone)
//   P:topic:<topic>  zset id by publish sequence (oldest first)
//   P:exp            zset ref by expiresAt (what the sweep frees)
//   P:sent:<sender>  zset ref by publish sequence (a sender's oldest first)
//   P:holders        zset sender by bytes (the whole store)   P:topics  zset topic by bytes
//   P:th:<topic>     zset sender by bytes within a topic       P:bytes   total bytes
//   P:acked          zset ref by marker expiry: acknowledged messages, so that a retried publish of a delivered
//                    message is not delivered again; at most a set number (the soonest to expire go first)
//   P:rate:<client>:<minute>   requests of a client in a one-minute window
//   P:seq, P:evicted, P:refused, P:instances   counters

const PRELUDE = `
local P = ARGV[1]
-- Keys per HMGET when a script reads a whole topic (Lua's unpack has a limit of a few thousand).
local TOPIC_READ_BATCH = 500
local function split_ref(ref) return string.match(ref, '^(.*)\\n([0-9a-f]+)$') end
local function score(set, member) return tonumber(redis.call('ZSCORE', set, member) or '0') end
local function drop(set, member, bytes)
  if tonumber(redis.call('ZINCRBY', set, -bytes, member)) <= 0 then redis.call('ZREM', set, member) end
end
local function remove(ref)
  local meta = redis.call('HGET', P .. ':meta', ref)
  if not meta then return 0 end
  local sender, bytes = string.match(meta, '^(.*)\\n(%d+)$')
  bytes = tonumber(bytes)
  local topic, id = split_ref(ref)
  redis.call('HDEL', P .. ':meta', ref)
  redis.call('DEL', P .. ':msg:' .. ref)
  redis.call('ZREM', P .. ':topic:' .. topic, id)
  redis.call('ZREM', P .. ':exp', ref)
  redis.call('ZREM', P .. ':sent:' .. sender, ref)
  redis.call('DECRBY', P .. ':bytes', bytes)
  drop(P .. ':holders', sender, bytes)
  drop(P .. ':topics', topic, bytes)
  drop(P .. ':th:' .. topic, sender, bytes)
  return bytes
end
local function count_request(client, window)
  local key = P .. ':rate:' .. client .. ':' .. window
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, 60000) end
  return count
end
local function sweep(now, limit)
  redis.call('ZREMRANGEBYSCORE', P .. ':acked', '-inf', now)
  local refs = redis.call('ZRANGEBYSCORE', P .. ':exp', '-inf', now, 'LIMIT', 0, limit)
  for _, ref in ipairs(refs) do remove(ref) end
  return #refs
end
`

/**
 * ARGV: prefix, topic, id, message, sender, now, expiresAt, tag ('' for none), bytes, max per client, per topic,
 * total, then the rate window start and requests per minute ('' and '' when the publish is not counted): a
 * publish is counted as one of its sender's requests in the same call, one round trip instead of two.
 */
const PUT = `
local topic, id, message, sender = ARGV[2], ARGV[3], ARGV[4], ARGV[5]
local now, expiresAt, bytes = tonumber(ARGV[6]), tonumber(ARGV[7]), tonumber(ARGV[9])
local maxClient, maxTopic, maxStore = tonumber(ARGV[10]), tonumber(ARGV[11]), tonumber(ARGV[12])
if ARGV[13] ~= '' and count_request(sender, ARGV[13]) > tonumber(ARGV[14]) then return {'rate'} end
sweep(now, 100)
local ref = topic .. '\\n' .. id
if score(P .. ':acked', ref) > now then return {'acked'} end
local key = P .. ':msg:' .. ref
local old = redis.call('HMGET', key, 'p', 'e')
if old[1] and tonumber(old[2]) > now then
  local e = math.max(tonumber(old[2]), expiresAt)
  redis.call('HSET', key, 'e', e)
  redis.call('PEXPIREAT', key, e)
  redis.call('ZADD', P .. ':exp', e, ref)
  return {'dup', old[1], tostring(e)}
end
remove(ref)
local function refuse(scope)
  redis.call('INCR', P .. ':refused')
  return {'refused', scope}
end
-- The holder of the most bytes in a set other than the sender, when it holds at least as much as the sender.
local function largest_other(set)
  local mine = score(set, sender)
  local top = redis.call('ZREVRANGE', set, 0, 1, 'WITHSCORES')
  for i = 1, #top, 2 do
    if top[i] ~= sender then
      if tonumber(top[i + 1]) >= mine then return top[i] end
      return nil
    end
  end
  return nil
end
local function evict(ref_to_go)
  remove(ref_to_go)
  redis.call('INCR', P .. ':evicted')
end
if score(P .. ':holders', sender) + bytes > maxClient then return refuse('client') end
-- The topic's messages by sender, oldest first, read in one pass the first time the topic must make room:
-- each eviction then takes the holder's next one, so freeing k messages costs one pass, not k.
local by_sender, next_of
local function read_topic_senders()
  by_sender, next_of = {}, {}
  local ids = redis.call('ZRANGE', P .. ':topic:' .. topic, 0, -1)
  for first = 1, #ids, TOPIC_READ_BATCH do
    local refs = {}
    for i = first, math.min(first + TOPIC_READ_BATCH - 1, #ids) do table.insert(refs, topic .. '\\n' .. ids[i]) end
    local metas = redis.call('HMGET', P .. ':meta', unpack(refs))
    for i, ref in ipairs(refs) do
      local owner = metas[i] and string.match(metas[i], '^(.*)\\n%d+$')
      if owner then
        if not by_sender[owner] then by_sender[owner], next_of[owner] = {}, 1 end
        table.insert(by_sender[owner], ref)
      end
    end
  end
end
local function oldest_in_topic(holder)
  if not by_sender then read_topic_senders() end
  local refs = by_sender[holder]
  if not refs then return nil end
  local i = next_of[holder]
  next_of[holder] = i + 1
  return refs[i]
end
local th = P .. ':th:' .. topic
while score(P .. ':topics', topic) + bytes > maxTopic do
  local holder = largest_other(th)
  if not holder then return refuse('topic') end
  local victim = oldest_in_topic(holder)
  if not victim then return refuse('topic') end
  evict(victim)
end
while tonumber(redis.call('GET', P .. ':bytes') or '0') + bytes > maxStore do
  local holder = largest_other(P .. ':holders')
  if not holder then return refuse('store') end
  local oldest = redis.call('ZRANGE', P .. ':sent:' .. holder, 0, 0)
  if not oldest[1] then return refuse('store') end
  evict(oldest[1])
end
local seq = redis.call('INCR', P .. ':seq')
redis.call('HSET', key, 'm', message, 'p', ARGV[6], 'e', ARGV[7], 's', sender, 'g', ARGV[8], 'b', ARGV[9])
redis.call('PEXPIREAT', key, expiresAt)
redis.call('ZADD', P .. ':topic:' .. topic, seq, id)
redis.call('ZADD', P .. ':exp', expiresAt, ref)
redis.call('ZADD', P .. ':sent:' .. sender, seq, ref)
redis.call('HSET', P .. ':meta', ref, sender .. '\\n' .. ARGV[9])
redis.call('INCRBY', P .. ':bytes', bytes)
redis.call('ZINCRBY', P .. ':holders', bytes, sender)
redis.call('ZINCRBY', P .. ':topics', bytes, topic)
redis.call('ZINCRBY', th, bytes, sender)
return {'new'}
`

/** ARGV: prefix, topic, client id, now. Returns id, text, publishedAt, expiresAt, sender, tag, bytes per message. */
const TAKE = `
local topic, client, now = ARGV[2], ARGV[3], tonumber(ARGV[4])
local out = {}
for _, id in ipairs(redis.call('ZRANGE', P .. ':topic:' .. topic, 0, -1)) do
  local f = redis.call('HMGET', P .. ':msg:' .. topic .. '\\n' .. id, 'm', 'p', 'e', 's', 'g', 'b')
  if f[1] and tonumber(f[3]) > now and f[4] ~= client then
    table.insert(out, id)
    for i = 1, 6 do table.insert(out, f[i]) end
  end
end
return out
`

/**
 * ARGV: prefix, topic, id, client id, now, marker ms, most markers. Deletes the message unless the client is its
 * sender, and remembers it was delivered; past the most markers, those that expire soonest go.
 */
const ACK = `
local topic, id, client, now, marker = ARGV[2], ARGV[3], ARGV[4], tonumber(ARGV[5]), tonumber(ARGV[6])
local maxMarkers = tonumber(ARGV[7])
local ref = topic .. '\\n' .. id
local meta = redis.call('HGET', P .. ':meta', ref)
if not meta or string.sub(meta, 1, #client + 1) == client .. '\\n' then return 0 end
local e = tonumber(redis.call('HGET', P .. ':msg:' .. ref, 'e') or '0')
remove(ref)
local ttl = math.min(marker, e - now)
if ttl > 0 then
  redis.call('ZADD', P .. ':acked', now + ttl, ref)
  local over = redis.call('ZCARD', P .. ':acked') - maxMarkers
  if over > 0 then redis.call('ZPOPMIN', P .. ':acked', over) end
end
return 1
`

/** ARGV: prefix, now, limit. Frees expired messages; returns how many. */
const SWEEP = `return sweep(tonumber(ARGV[2]), tonumber(ARGV[3]))`

/** ARGV: prefix. Counts for stats: messages, bytes, largest client, topics, largest topic, evicted, refused. */
const STATS = `
local largest_client = redis.call('ZREVRANGE', P .. ':holders', 0, 0, 'WITHSCORES')
local largest_topic = redis.call('ZREVRANGE', P .. ':topics', 0, 0, 'WITHSCORES')
return {
  redis.call('HLEN', P .. ':meta'), redis.call('GET', P .. ':bytes') or '0', largest_client[2] or '0',
  redis.call('ZCARD', P .. ':topics'), largest_topic[2] or '0',
  redis.call('GET', P .. ':evicted') or '0', redis.call('GET', P .. ':refused') or '0'
}
`

/** ARGV: prefix, client id, window start. Counts one request in the client's one-minute window. */
const RATE = `return count_request(ARGV[2], ARGV[3])`

/** ARGV: prefix. A number unique to this instance among those that share the prefix. */
const INSTANCE = `return redis.call('INCR', P .. ':instances')`

/** Every script, with the shared helpers in front. */
export const REDIS_SCRIPTS = {
  put: PRELUDE + PUT,
  take: PRELUDE + TAKE,
  ack: PRELUDE + ACK,
  sweep: PRELUDE + SWEEP,
  stats: PRELUDE + STATS,
  rate: PRELUDE + RATE,
  instance: PRELUDE + INSTANCE,
} as const

export type RedisScriptName = keyof typeof REDIS_SCRIPTS
