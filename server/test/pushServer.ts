import ece from 'http_ece';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Web Push service for tests: it receives what the server posts to a subscription's
// endpoint, as a browser's push service would, and answers with the status a test sets per path
// (201 by default; 404/410 say the subscription is gone). A test subscription has its own P-256
// key pair and auth secret, so the test decrypts the payload exactly as the browser would.

export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface PushServer {
  origin: string;
  requests: PushRequest[];
  /** The status the endpoint at `path` answers with. */
  status: Map<string, number>;
  subscription(path: string): TestSubscription;
  waitFor(match: (request: PushRequest) => boolean): Promise<PushRequest>;
  stop(): Promise<void>;
}

export async function startPushServer(): Promise<PushServer> {
  const requests: PushRequest[] = [];
  const status = new Map<string, number>();
  const waiters: { match: (r: PushRequest) => boolean; resolve: (r: PushRequest) => void }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(request);
      res.statusCode = status.get(request.path) ?? 201;
      res.end();
      for (const waiter of [...waiters]) {
        if (waiter.match(request)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(request);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    status,
    subscription(path) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
    },
    waitFor(match) {
      const found = requests.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decrypts an aes128gcm Web Push body with the subscription's own private key and auth secret (RFC 8291). */
export function decryptPush(subscription: TestSubscription, body: Buffer): unknown {
  const plain: Buffer = ece.decrypt(body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.authSecret });
  return JSON.parse(plain.toString('utf8'));
}
