import type { ServerResponse } from 'node:http';

/** How often an idle stream sends a comment, so proxies and load balancers keep it open. */
const KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before it reconnects a dropped stream (EventSource's retry). */
const RECONNECT_MS = 2_000;

/** One server-sent-events stream over a raw response: named events with JSON data, and keep-alives. */
export interface EventStream {
  send(event: string, data: object): void;
  close(): void;
  /** Calls `onClose` once, when either side ends the stream. */
  onClose(onClose: () => void): void;
}

/**
 * Starts the stream: 200 with the headers Fastify's hooks set (security, no-store) and the event-stream
 * ones; no compression (each event must leave at once) and no proxy buffering.
 */
export function openEventStream(
  raw: ServerResponse,
  headers: Record<string, string | string[] | number | undefined>,
): EventStream {
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write(`retry: ${RECONNECT_MS}\n\n`);
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  raw.on('close', () => clearInterval(keepAlive));
  return {
    send: (event, data) => {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close: () => raw.end(),
    onClose: (onClose) => raw.once('close', onClose),
  };
}
