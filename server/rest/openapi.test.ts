// GET /api/openapi.json (docs/api.md): the document validates as OpenAPI 3.1, and it lists exactly
// the routes the REST API serves (a route added to server/rest/ without a line in REST_API fails here).
import SwaggerParser from '@apidevtools/swagger-parser';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../config.js';
import { makeTestApp } from '../test/harness.js';
import { restRoutes } from './index.js';
import { REST_API } from './openapi.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('the OpenAPI document', () => {
  it('is served to anyone and validates as OpenAPI 3.1', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();
    // The token routes carry their schemas from shared/schemas/apiTokens.ts.
    const create = doc.paths['/api/account/api-tokens'].post;
    expect(create.requestBody.content['application/json'].schema.properties.scope.enum).toEqual(['read', 'write']);
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403']));
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists every route of the REST API, and none it does not serve', async () => {
    const served = new Set<string>(['GET /api/health']);
    const bare = Fastify();
    apps.push(bare);
    // What route modules read while registering (the config); no request is made.
    bare.decorate('deps', { config: testConfig() } as never);
    bare.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') served.add(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    });
    await bare.register(restRoutes, { prefix: '/api' });
    await bare.ready();
    const documented = new Set(REST_API.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    expect(documented.size).toBe(REST_API.length);
    expect([...served].filter((r) => !documented.has(r)).sort()).toEqual([]);
    expect([...documented].filter((r) => !served.has(r)).sort()).toEqual([]);
  });
});
