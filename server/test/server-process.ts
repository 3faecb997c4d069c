import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { compiledEntryArgs } from '../../tools/server-bundle';

/** One line of the server's pino log. */
export interface LogLine {
  pid: number;
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  pid: number;
  /** Every log line so far. */
  logs(): readonly LogLine[];
  /** Resolves with the first `count` log lines that match, or rejects when the process exits first. */
  waitForLogs(match: (line: LogLine) => boolean, count?: number): Promise<LogLine[]>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** The address in a "Server listening at http://…" line, or undefined for other lines. */
export function listeningAddressOf(line: LogLine): string | undefined {
  return /^Server listening at (http:\/\/\S+)$/.exec(line.msg)?.[1];
}

/**
 * Runs the compiled server (dist/server/main.js, which the test run's global setup builds) as `npm run
 * serve` would, with the given settings on top of the test runner's
 * environment (without its DATABASE_URL and WEB_CONCURRENCY, which the caller decides).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const { DATABASE_URL: _database, WEB_CONCURRENCY: _workers, ...inherited } = process.env;
  const child = spawn(process.execPath, compiledEntryArgs('main'), {
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'info', CLIENT_DIST_DIR: './.tmp/no-client', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let output = '';
  let pending = '';
  const listeners = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) {
      if (text.startsWith('{')) lines.push(JSON.parse(text) as LogLine);
    }
    for (const listener of listeners) listener();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  return {
    pid: child.pid!,
    logs: () => lines,
    exited,
    waitForLogs(match, count = 1) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.filter(match);
          if (found.length < count) return;
          listeners.delete(check);
          resolve(found.slice(0, count));
        };
        listeners.add(check);
        check();
        void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
      });
    },
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A running process's arguments after the node binary, as `ps` shows them (Linux's /proc). */
export function nodeArgumentsOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(1);
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
