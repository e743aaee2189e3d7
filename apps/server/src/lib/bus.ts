import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedRedis } from './redis.js';

// Publish/subscribe between the server processes (ADR 0015, ADR 0020: the chat bus). A message is
// always delivered to this process's own subscribers at once; with Redis it also crosses to the
// other processes through one pub/sub channel. The bus is a doorbell, never the only copy: what
// is published was stored in the database first, so a subscriber that missed a ring (Redis was
// down) catches up from there when the bus calls its `resync` handlers (Redis is back).

export interface Bus {
  publish(topic: string, payload: unknown): void;
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  /** Called when deliveries from other processes may have been missed and have resumed. */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

interface Envelope {
  origin: string;
  topic: string;
  payload: unknown;
}

function localBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (topic: string, payload: unknown) => emitter.emit(`t:${topic}`, payload),
    on(topic: string, handler: (payload: unknown) => void) {
      emitter.on(`t:${topic}`, handler);
      return () => void emitter.off(`t:${topic}`, handler);
    },
    onResync(handler: () => void) {
      emitter.on('resync', handler);
      return () => void emitter.off('resync', handler);
    },
    resync: () => emitter.emit('resync'),
    emitter,
  };
}

/** One process only (no REDIS_URL). */
export function createLocalBus(): Bus {
  const local = localBus();
  return { publish: local.emit, subscribe: local.on, onResync: local.onResync, close: async () => undefined };
}

/** Across processes through Redis pub/sub, degrading to this process only while Redis is away. */
export function createRedisBus(redis: SharedRedis, log: FastifyBaseLogger): Bus {
  const local = localBus();
  const origin = randomUUID();
  const channel = redis.key('bus');
  // A subscribed connection can do nothing else: a connection of its own, which keeps retrying.
  const sub: Redis = redis.client.duplicate({ enableOfflineQueue: true, lazyConnect: true, maxRetriesPerRequest: null });
  let wasDown = false;
  sub.on('error', () => {
    wasDown = true; // the shared client logs Redis trouble (rate-limited); this one only notes it
  });
  sub.on('close', () => {
    wasDown = true;
  });
  sub.on('ready', () => {
    void sub.subscribe(channel).then(
      () => {
        if (wasDown) {
          log.info('bus: Redis is back; catching up from the database');
          local.resync();
        }
        wasDown = false;
      },
      (err: unknown) => log.warn({ err: { message: (err as Error).message } }, 'bus: subscribe failed'),
    );
  });
  sub.on('message', (_ch: string, text: string) => {
    let env: Envelope;
    try {
      env = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (env.origin !== origin) local.emit(env.topic, env.payload);
  });
  void sub.connect().catch(() => {
    wasDown = true;
  });

  return {
    publish(topic, payload) {
      local.emit(topic, payload);
      const text = JSON.stringify({ origin, topic, payload } satisfies Envelope);
      void redis.attempt('bus publish', (c) => c.publish(channel, text));
    },
    subscribe: local.on,
    onResync: local.onResync,
    async close() {
      local.emitter.removeAllListeners();
      sub.disconnect();
    },
  };
}
