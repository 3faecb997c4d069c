import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** What the fake advisory database answers to npm's bulk request. */
let answer: { status: number; advisories: Record<string, unknown[]> } = { status: 200, advisories: {} };

const advisory = (severity: string) => ({
  id: 900001,
  url: 'https://advisories.example.test/900001',
  title: `A ${severity} advisory`,
  severity,
  vulnerable_versions: '<99.0.0',
  cwe: [],
  cvss: { score: 5, vectorString: null },
});

// A local stand-in for the registry's advisory endpoint, over real HTTP; packuments are not needed.
let registry: Server;
let registryUrl: string;
beforeAll(async () => {
  registry = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url?.includes('/security/advisories/bulk')) {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.advisories));
      } else {
        response.writeHead(404).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => registry.close(() => resolve())));

async function audit(...args: string[]) {
  // npm caches advisory answers; each run gets an empty cache so it sees this test's answer.
  const cache = await mkdtemp(path.join(tmpdir(), 'plchub-audit-cache-'));
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'tools/audit.ts', '--registry', registryUrl, ...args],
      { timeout: 60_000, env: { ...process.env, npm_config_cache: cache } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  } finally {
    await rm(cache, { recursive: true, force: true });
  }
}

describe('npm run audit:prod', () => {
  it.each(['high', 'critical'])(
    'fails on a %s advisory in a production dependency',
    async (severity) => {
      answer = { status: 200, advisories: { fastify: [advisory(severity)] } };
      const result = await audit();
      expect(result.code).toBe(1);
      expect(result.output).toContain(`${severity}: fastify (A ${severity} advisory`);
    },
    90_000,
  );

  it('passes with no advisory or only lower ones, and lists the counts', async () => {
    answer = { status: 200, advisories: { fastify: [advisory('moderate')] } };
    const result = await audit();
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/[1-9]\d* moderate/);
    expect(result.output).toContain('0 high, 0 critical');
  }, 90_000);

  it('fails when the advisory database cannot be reached, unless told to only warn', async () => {
    answer = { status: 405, advisories: {} };
    const strict = await audit();
    expect(strict.code).toBe(1);
    expect(strict.output).toContain('no advisory was checked');
    const lenient = await audit('--allow-unreachable');
    expect(lenient.code).toBe(0);
    expect(lenient.output).toContain('no advisory was checked');
  }, 90_000);
});
