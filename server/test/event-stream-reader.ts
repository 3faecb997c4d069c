import http from 'node:http';

/** One server-sent event as a browser's EventSource would hand it over. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  contentType: string | undefined;
  /** The next event named `event` (earlier ones of other names are passed over); fails after `withinMs`. */
  next(event: string, withinMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `url` as an event stream with the session cookie given and reads its events as they come. */
export function readEventStream(url: string, cookie: string): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      const received: ReceivedEvent[] = [];
      let waiting: (() => void) | undefined;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const event = field('event');
          if (event) received.push({ event, data: JSON.parse(field('data') ?? 'null') });
        }
        waiting?.();
      });
      const ended = new Promise<void>((done) => response.on('close', done));
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        ended,
        close: () => request.destroy(),
        async next(event, withinMs = 2_000) {
          const deadline = Date.now() + withinMs;
          for (;;) {
            const index = received.findIndex((each) => each.event === event);
            if (index >= 0) return received.splice(0, index + 1).at(-1)!;
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no "${event}" event within ${withinMs} ms`);
            await new Promise<void>((wake) => {
              waiting = wake;
              setTimeout(wake, left).unref();
            });
          }
        },
      });
    });
    request.on('error', reject);
  });
}
