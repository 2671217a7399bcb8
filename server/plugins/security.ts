import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Cookies and the security headers every answer carries (docs/security.md). */
export const securityPlugin = fp(
  async (app) => {
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // recharts and the games set inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Plain http on 127.0.0.1 is the default deployment; HSTS belongs to the TLS proxy.
      strictTransportSecurity: app.deps.config.cookieSecure,
    });
  },
  { name: 'security' },
);
