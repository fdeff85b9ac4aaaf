import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { loggerOptions, prettyStream } from './logger-options';

describe('readable log lines (LOG_FORMAT=pretty, or auto in a terminal)', () => {
  it('shows a request as one line: level, id, method, path, status and time', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        out += String(chunk);
        done();
      },
    });
    const { log } = Fastify({ logger: { level: 'info', stream: await prettyStream(sink) } });
    log.info(
      {
        reqId: 'edge-4f2a',
        req: { method: 'GET', url: '/api/v1/categories' },
        res: { statusCode: 200 },
        responseTime: 3.14159,
      },
      'request completed',
    );
    log.warn({ reqId: 'edge-4f2a', clientError: { kind: 'error' } }, 'storefront error reported');
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO.*: \[edge-4f2a\] GET \/api\/v1\/categories 200 3\.1 ms$/,
    );
    expect(out).not.toContain('{"');
    expect(out).toMatch(/WARN.*: \[edge-4f2a\] storefront error reported/);
    // Other fields stay, indented under their line.
    expect(out).toContain('clientError');
  });
});

describe('JSON logs (LOG_FORMAT=json, or auto off a terminal)', () => {
  it('open a buffered stdout the server can boot with', async () => {
    const options = await loggerOptions(loadEnv({ LOG_FORMAT: 'json' }), undefined);
    expect(options).toMatchObject({ level: 'info' });
    const { stream } = options as { stream: NodeJS.WritableStream & { flushSync(): void } };
    expect(typeof stream.flushSync).toBe('function');
  });
});
