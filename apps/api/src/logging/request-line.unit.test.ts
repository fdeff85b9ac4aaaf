import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { loggerOptions } from './logger-options';
import { requestLogging } from './request-log-controller';

/** A Fastify app logging as the API does, its lines parsed. */
async function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  const app = Fastify({
    logger: await loggerOptions(loadEnv({ LOG_FORMAT: 'json' }), { stream }),
    ...requestLogging(),
  });
  return { app, lines };
}

describe('the request line written without pino (decision 0101)', () => {
  it('is the line pino writes for the same fields, key for key and in the same order', async () => {
    const { app, lines } = await loggingApp();
    app.get('/menu', async () => ({ ok: true }));
    const res = await app.inject({
      method: 'GET',
      url: '/menu?page=2&q="quoted"',
      headers: { 'x-forwarded-for': '10.0.0.9', host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    const ours = JSON.parse(lines.find((l) => l.includes('request completed')) ?? '{}');
    // What pino writes through the logger the line used to go through (0096).
    const request = {
      ...ours.req,
      ip: ours.req.remoteAddress,
      headers: {},
      socket: { remotePort: ours.req.remotePort },
    };
    app.log
      .child({}, { redact: [] })
      .info(
        { reqId: ours.reqId, req: request, res: ours.res, responseTime: ours.responseTime },
        'request completed',
      );
    const pinos = JSON.parse(lines.at(-1) ?? '{}');
    expect(Object.keys(ours)).toEqual(Object.keys(pinos));
    expect({ ...ours, time: 0 }).toEqual({ ...pinos, time: 0 });
    expect(ours).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/menu?page=2&q=%22quoted%22', host: 'shop.example' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    await app.close();
  });

  it("leaves a request's own lines as they were: its id, the redaction, the route's level", async () => {
    const { app, lines } = await loggingApp();
    app.get('/careless', async (request) => {
      request.log.info({ body: { password: 'typed' } }, 'a careless line');
      request.log.debug('not at info');
      return { ok: true };
    });
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/careless', headers: { 'x-request-id': 'x' } });
    await app.inject({ method: 'GET', url: '/quiet' });
    const parsed = lines.map((l) => JSON.parse(l));
    const careless = parsed.find((l) => l.msg === 'a careless line');
    expect(careless).toMatchObject({ body: { password: '[redacted]' } });
    expect(careless.reqId).toBe(parsed.find((l) => l.req?.url === '/careless').reqId);
    expect(parsed.map((l) => l.msg)).not.toContain('not at info');
    // A route at warn writes no request line, as before.
    expect(parsed.filter((l) => l.req?.url === '/quiet')).toEqual([]);
    await app.close();
  });
});
