import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from './shutdown.js';
import { makeTestApp } from './test/harness.js';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: new http.Agent({ keepAlive: true }) }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function listeningApp(routes: (app: Awaited<ReturnType<typeof makeTestApp>>['app']) => void) {
  const { app, db } = await makeTestApp();
  routes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, db, port: (app.server.address() as AddressInfo).port };
}

describe('closeGracefully', () => {
  it('lets a request in flight finish, then stops listening', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const { app, port } = await listeningApp((app) =>
      app.get('/slow', async () => {
        started();
        await new Promise((r) => setTimeout(r, 300));
        return { done: true };
      }),
    );
    const response = get(port, '/slow');
    await inFlight;
    const closing = closeGracefully(app, 5_000);
    await expect(response).resolves.toEqual({ status: 200, body: '{"done":true}' });
    await expect(closing).resolves.toEqual({ forced: false });
    await expect(get(port, '/api/health')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('cuts off a request that outlives the timeout', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const { app, port } = await listeningApp((app) =>
      app.get('/stuck', async () => {
        started();
        await new Promise(() => {});
      }),
    );
    const response = get(port, '/stuck');
    await inFlight;
    await expect(closeGracefully(app, 200)).resolves.toEqual({ forced: true });
    await expect(response).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
