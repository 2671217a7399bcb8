import type { FastifyPluginAsync } from 'fastify';
import { ankiConnectRoutes } from '../ankiconnect/http.js';

/** POST /ankiconnect on the app (docs/api.md): always with a key, never as a local user. */
export const ankiConnectPlugin: FastifyPluginAsync = async (app) => {
  await ankiConnectRoutes(app, { deps: app.deps, path: '/ankiconnect', localUser: () => false });
};
