import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { MONTHLY_INCR_LUA, MONTHLY_TTL_SECONDS, WINDOW_MS, type Limiter, type RateLimitDecision } from "./limiter.js";


/**
 * The sliding window, run atomically inside Redis on one sorted set per identifier whose members are
 * accepted requests scored by their time in ms.
 *
 * KEYS[1] the identifier's sorted set
 * ARGV[1] now (ms)   ARGV[2] window (ms)   ARGV[3] limit   ARGV[4] a member unique to this request
 *
 * Returns { accepted (1|0), count after this call, score of the entry whose expiry frees the next slot }.
 * An entry scored `t` counts while now < t + window, the same rule as the in-memory limiter.
 */
const SLIDING_WINDOW_LUA = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])

redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local accepted = 0
if count < limit then
  redis.call('ZADD', key, ARGV[1], ARGV[4])
  count = count + 1
  accepted = 1
end

local freeing = now
if count > 0 then
  local index = 0
  if accepted == 0 then
    index = count - limit
    if index < 0 then index = 0 end
    if index > count - 1 then index = count - 1 end
  end
  local entry = redis.call('ZRANGE', key, index, index, 'WITHSCORES')
  if entry[2] then freeing = tonumber(entry[2]) end
  redis.call('PEXPIRE', key, window)
end
return { accepted, count, freeing }
`;


export interface RedisLimiterOptions {
  /** Prepended to every key this limiter writes. Default "svc:". */
  prefix?: string;
  /** How long to wait for the TCP connection, in ms. Default 500. */
  connectTimeoutMs?: number;
  /** Receives connection errors (ioredis emits them on every failed reconnect). Default: ignored. */
  onError?: (error: Error) => void;
}

interface ScriptCommands {
  svcSlidingWindow(key: string, now: number, window: number, limit: number, member: string): Promise<unknown>;
  svcMonthlyIncr(key: string, ttlSeconds: number): Promise<unknown>;
}

/**
 * Limiter over a Redis server reached by TCP (self-host, REDIS_URL).
 *
 * The client is set up to fail fast rather than queue: commands issued while the connection is down are
 * rejected at once (no offline queue, at most one retry), so the `failOpen` wrapper can answer from the
 * process-local limiter. Only the very first connection is waited for (bounded by the connect timeout),
 * so requests arriving while the process starts are not refused needlessly.
 */
export function createRedisLimiter(
  redisUrl: string,
  opts: RedisLimiterOptions = {},
): Limiter & { close(): Promise<void> } {
  const prefix = opts.prefix ?? "svc:";
  const connectTimeout = opts.connectTimeoutMs ?? 500;
  const redis = new Redis(redisUrl, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout,
    // RESP2 keeps this working against any Redis version; the replies used here look the same in both.
    protocol: 2,
  });
  redis.on("error", (error: Error) => opts.onError?.(error));
  redis.defineCommand("svcSlidingWindow", { numberOfKeys: 1, lua: SLIDING_WINDOW_LUA });
  redis.defineCommand("svcMonthlyIncr", { numberOfKeys: 1, lua: MONTHLY_INCR_LUA });
  const scripted = redis as unknown as ScriptCommands;

  // Settles when the first connection attempt has either succeeded or failed.
  let firstAttemptOver = false;
  const firstAttempt = new Promise<void>((resolve) => {
    const settle = () => {
      firstAttemptOver = true;
      for (const event of ["ready", "error", "close", "end"]) redis.off(event, settle);
      resolve();
    };
    for (const event of ["ready", "error", "close", "end"]) redis.once(event, settle);
  });

  /**
   * While the very first connection attempt is under way, waits for it (up to the connect timeout), so
   * requests arriving as the process starts are not failed needlessly. From then on returns at once: the
   * command is sent and, without a connection, fails fast.
   */
  async function connected(): Promise<void> {
    if (firstAttemptOver || redis.status === "ready") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        firstAttempt,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, connectTimeout);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  const windowKey = (identifier: string) => `${prefix}rl:${identifier}`;
  const monthKey = (identifier: string, month: string) => `${prefix}quota:${identifier}:${month}`;

  return {
    async limit(identifier: string, limit: number, now: Date): Promise<RateLimitDecision> {
      await connected();
      const nowMs = now.getTime();
      const member = `${nowMs}:${randomUUID()}`;
      const reply = await scripted.svcSlidingWindow(windowKey(identifier), nowMs, WINDOW_MS, limit, member);
      if (!Array.isArray(reply) || reply.length < 3) {
        throw new Error(`unexpected reply from the rate-limit script: ${JSON.stringify(reply)}`);
      }
      const [accepted, count, freeing] = reply.map(Number) as [number, number, number];
      return {
        success: accepted === 1,
        limit,
        remaining: Math.max(0, limit - count),
        reset: freeing + WINDOW_MS,
      };
    },

    async incrementMonthly(identifier: string, month: string, _now: Date): Promise<number> {
      await connected();
      const key = monthKey(identifier, month);
      return Number(await scripted.svcMonthlyIncr(key, MONTHLY_TTL_SECONDS));
    },

    async monthlyCount(identifier: string, month: string): Promise<number> {
      await connected();
      const value = await redis.get(monthKey(identifier, month));
      return value === null ? 0 : Number(value);
    },

    async close(): Promise<void> {
      if (redis.status === "end") return;
      if (redis.status === "ready") {
        try {
          await redis.quit();
          return;
        } catch {
          // fall through to a hard disconnect
        }
      }
      redis.disconnect();
    },
  };
}
