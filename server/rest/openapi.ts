import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createInviteInput, inviteCodeInput, registrationInput, roleInput, userIdInput } from '../../shared/schemas/admin.js';
import { adminApiTokenSchema, apiTokenIdInput, apiTokenSchema, createApiTokenInput, createdApiTokenSchema } from '../../shared/schemas/apiTokens.js';
import { loginInput, resetLinkInput, resetPasswordInput, signupInput } from '../../shared/schemas/auth.js';
import { clozeCardFields } from '../../shared/schemas/cloze.js';
import { cardFields, cardIdParam, deckIdParam, deckInfoInput, deckSettingsInput } from '../../shared/schemas/decks.js';
import { generateGameInput } from '../../shared/schemas/games.js';
import { csvPreviewInput, importConfirmInput, importRef, quizletPreviewInput } from '../../shared/schemas/imports.js';
import { changePasswordInput, deleteAccountInput, timeZoneInput } from '../../shared/schemas/profile.js';
import { startSessionInput, submitSessionInput } from '../../shared/schemas/sessions.js';
import { librarySearchInput, preferencesInput, rejectAllSuggestionsBody, suggestionFields, suggestionIdParam, visibility } from '../../shared/schemas/sharedDecks.js';
import { createNoteBody, createNoteTypeInput, noteId, noteTypeId, updateNoteBody, updateNoteTypeInput } from '../../shared/schemas/notes.js';
import { retentionBody, simulateBody, workloadOptionsBody } from '../../shared/schemas/workload.js';
import { changeEmailInput, emailTokenInput, forgotPasswordInput, inviteByMailInput, pushSubscriptionInput, pushUnsubscribeInput, reminderSettingsInput } from '../../shared/schemas/mail.js';
import { exportQuery } from './exports.js';
import { browseSearchQuery } from './browse.js';
import { browseActionInput } from '../../shared/schemas/browse.js';

// GET /api/openapi.json (docs/api.md): an OpenAPI 3.1 document of the REST API, made from the
// same zod schemas the routes validate with. Every REST route is listed in REST_API below;
// openapi.test.ts fails when a route of server/rest/ is missing here (or one here is not served),
// and validates the document. Answers without a schema of their own are described as JSON.

type Method = 'get' | 'post' | 'put' | 'delete';
type Auth = 'public' | 'user' | 'admin';

interface ApiRoute {
  method: Method;
  /** OpenAPI form: `{id}` for a parameter. */
  path: string;
  tag: string;
  summary: string;
  auth?: Auth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A multipart upload: the file field's name and the text fields. */
  upload?: { file: string; fields?: Record<string, string> };
  status?: number;
  response?: z.ZodType;
  /** The answer is a file (a download, a medium), not JSON. */
  file?: string;
}

const deck = z.object({ deckId: deckIdParam });
const deckById = z.object({ id: deckIdParam });
const cardById = z.object({ id: cardIdParam });
const cardByCardId = z.object({ cardId: cardIdParam });
const suggestionById = z.object({ id: suggestionIdParam });
const importType = importRef.pick({ type: true });
const mediaId = z.object({ id: z.string().describe("The file's public id, from an upload's answer or a card") });
const gameType = z.object({ gameType: z.string().describe('matching, multiple-choice, spatial-choice, crossword, flashcards or typing') });
const success = z.object({ success: z.literal(true) });
const noteTypeById = z.object({ id: z.coerce.number().pipe(noteTypeId) });
const noteById = z.object({ id: z.coerce.number().pipe(noteId) });

const DECK_STATS = ['available-smart-games', 'review-stats', 'learning-journey', 'pacing', 'history'] as const;

/** The REST API, route by route. Keep in the order of server/rest/index.ts. */
export const REST_API: readonly ApiRoute[] = [
  { method: 'get', path: '/api/health', tag: 'Meta', summary: 'Which database, and whether it answers (503 when it does not)', auth: 'public' },
  { method: 'get', path: '/api/openapi.json', tag: 'Meta', summary: 'This document', auth: 'public' },

  { method: 'get', path: '/api/auth/me', tag: 'Auth', summary: 'The signed-in user, or isLoggedIn: false', auth: 'public' },
  { method: 'post', path: '/api/auth/signup', tag: 'Auth', summary: 'Make an account and sign in', auth: 'public', body: signupInput, status: 201 },
  { method: 'post', path: '/api/auth/login', tag: 'Auth', summary: 'Sign in (sets the session cookie)', auth: 'public', body: loginInput },
  { method: 'get', path: '/api/auth/config', tag: 'Auth', summary: 'Registration mode and sign-in options', auth: 'public' },
  { method: 'post', path: '/api/auth/reset-password', tag: 'Auth', summary: 'Set a new password with a reset link', auth: 'public', body: resetPasswordInput },
  { method: 'post', path: '/api/auth/reset-password/check', tag: 'Auth', summary: 'Whether a reset link is still valid', auth: 'public', body: resetLinkInput },
  { method: 'post', path: '/api/auth/logout', tag: 'Auth', summary: 'End this session' },

  { method: 'get', path: '/api/decks', tag: 'Decks', summary: 'Your decks with their counts' },
  { method: 'post', path: '/api/decks', tag: 'Decks', summary: 'Make a deck', body: deckInfoInput, status: 201 },
  { method: 'get', path: '/api/decks/{deckId}', tag: 'Decks', summary: 'A deck and its cards', params: deck },
  { method: 'put', path: '/api/decks/{id}', tag: 'Decks', summary: 'Edit a deck (with name), or change some of its settings (without)', params: deckById, body: z.union([deckInfoInput, deckSettingsInput]) },
  { method: 'delete', path: '/api/decks/{id}', tag: 'Decks', summary: 'Delete a deck and its cards', params: deckById },
  { method: 'post', path: '/api/decks/{deckId}/cards', tag: 'Cards', summary: 'Add a card, or a cloze note ({kind: "cloze", …})', params: deck, body: z.union([cardFields, clozeCardFields]), status: 201 },
  { method: 'put', path: '/api/cards/{id}', tag: 'Cards', summary: 'Edit a card (or its cloze note)', params: cardById, body: z.union([cardFields, clozeCardFields]) },
  { method: 'delete', path: '/api/cards/{cardId}', tag: 'Cards', summary: 'Delete a card', params: cardByCardId },

  { method: 'post', path: '/api/import/anki/preview', tag: 'Imports', summary: 'Preview an Anki .apkg or .colpkg', upload: { file: 'file', fields: { importMode: 'single_deck or collection', keepReviewHistory: 'true or false' } } },
  { method: 'post', path: '/api/import/cardcade/preview', tag: 'Imports', summary: 'Preview a Cardcade backup (.zip) or pasted text', upload: { file: 'file' } },
  { method: 'post', path: '/api/import/quizlet/preview', tag: 'Imports', summary: 'Preview pasted Quizlet text (up to 16 MB of JSON)', body: quizletPreviewInput },
  { method: 'post', path: '/api/import/csv/analyze', tag: 'Imports', summary: 'Read the columns of a CSV or XLSX file', upload: { file: 'file' } },
  { method: 'post', path: '/api/import/csv/preview', tag: 'Imports', summary: 'Preview a CSV import with the chosen columns', body: csvPreviewInput },
  { method: 'post', path: '/api/import/{type}/confirm', tag: 'Imports', summary: 'Import a previewed file', params: importType, body: importConfirmInput.omit({ type: true }) },
  { method: 'delete', path: '/api/import/{type}/cache/{temporaryImportId}', tag: 'Imports', summary: 'Drop a preview', params: importRef },

  ...DECK_STATS.map((stat): ApiRoute => ({ method: 'get', path: `/api/decks/{deckId}/${stat}`, tag: 'Stats', summary: `The deck's ${stat.replaceAll('-', ' ')}`, params: deck })),

  { method: 'post', path: '/api/sessions/start', tag: 'Study', summary: 'Start a Smart Session: the due cards as a game', body: startSessionInput },
  { method: 'post', path: '/api/sessions/submit', tag: 'Study', summary: "Record a session's answers (idempotent by sessionId)", body: submitSessionInput },
  { method: 'post', path: '/api/games/{gameType}', tag: 'Study', summary: 'A practice game of a deck (answers not recorded)', params: gameType, body: generateGameInput.omit({ gameType: true }) },

  { method: 'get', path: '/api/account/memory-model', tag: 'Account', summary: 'Your memory model' },
  { method: 'post', path: '/api/account/memory-model/optimize', tag: 'Account', summary: 'Fit your memory model to your reviews' },
  { method: 'delete', path: '/api/account/memory-model', tag: 'Account', summary: 'Go back to the default memory model' },
  { method: 'get', path: '/api/account', tag: 'Account', summary: 'Your profile' },
  { method: 'put', path: '/api/account/password', tag: 'Account', summary: 'Change your password (other sessions are logged out)', body: changePasswordInput },
  { method: 'put', path: '/api/account/time-zone', tag: 'Account', summary: 'Set your time zone', body: timeZoneInput },
  { method: 'get', path: '/api/account/sessions', tag: 'Account', summary: "Where you're logged in" },
  { method: 'post', path: '/api/account/sessions/logout-others', tag: 'Account', summary: 'Log out every other session' },
  { method: 'delete', path: '/api/account', tag: 'Account', summary: 'Delete your account and everything in it', body: deleteAccountInput },
  { method: 'post', path: '/api/account/api-tokens', tag: 'API tokens', summary: 'Make a personal API token (its text is in this answer only; needs a login session)', body: createApiTokenInput, status: 201, response: createdApiTokenSchema },
  { method: 'get', path: '/api/account/api-tokens', tag: 'API tokens', summary: 'Your API tokens with their last use', response: z.array(apiTokenSchema) },
  { method: 'delete', path: '/api/account/api-tokens/{id}', tag: 'API tokens', summary: 'Revoke one of your API tokens', params: apiTokenIdInput, response: success },

  { method: 'get', path: '/api/admin/users', tag: 'Admin', summary: 'Every account', auth: 'admin' },
  { method: 'delete', path: '/api/admin/users/{userId}', tag: 'Admin', summary: 'Delete an account', auth: 'admin', params: userIdInput },
  { method: 'put', path: '/api/admin/users/{userId}/role', tag: 'Admin', summary: "Change an account's role", auth: 'admin', params: userIdInput, body: z.object({ role: roleInput }) },
  { method: 'post', path: '/api/admin/users/{userId}/reset-link', tag: 'Admin', summary: 'A password reset link for an account', auth: 'admin', params: userIdInput, status: 201 },
  { method: 'get', path: '/api/admin/invites', tag: 'Admin', summary: 'Invites', auth: 'admin' },
  { method: 'post', path: '/api/admin/invites', tag: 'Admin', summary: 'Make an invite', auth: 'admin', body: createInviteInput, status: 201 },
  { method: 'post', path: '/api/admin/invites/{code}/revoke', tag: 'Admin', summary: 'Revoke an invite', auth: 'admin', params: inviteCodeInput },
  { method: 'get', path: '/api/admin/registration', tag: 'Admin', summary: 'Who may sign up', auth: 'admin' },
  { method: 'put', path: '/api/admin/registration', tag: 'Admin', summary: 'Choose who may sign up', auth: 'admin', body: registrationInput },
  { method: 'get', path: '/api/admin/api-tokens', tag: 'Admin', summary: "Every account's API tokens", auth: 'admin', response: z.array(adminApiTokenSchema) },
  { method: 'delete', path: '/api/admin/api-tokens/{id}', tag: 'Admin', summary: 'Revoke any API token', auth: 'admin', params: apiTokenIdInput, response: success },

  { method: 'get', path: '/api/decks/{deckId}/offline-pack', tag: 'Decks', summary: 'Everything to study a deck offline', params: deck },
  { method: 'get', path: '/api/decks/{deckId}/export', tag: 'Exports', summary: 'Download a deck as CSV or .apkg', params: deck, query: exportQuery, file: 'text/csv or application/octet-stream' },
  { method: 'get', path: '/api/account/export', tag: 'Exports', summary: 'Download a backup of your account (.zip)', file: 'application/zip' },
  { method: 'get', path: '/api/media/{id}', tag: 'Media', summary: 'An image or sound of yours (Range requests answered)', params: mediaId, file: 'image/* or audio/*' },
  { method: 'post', path: '/api/media', tag: 'Media', summary: 'Upload an image or sound', upload: { file: 'file' }, status: 201 },

  { method: 'put', path: '/api/decks/{id}/sharing', tag: 'Shared decks', summary: 'Share a deck with the server, or make it private', params: deckById, body: z.object({ visibility }) },
  { method: 'get', path: '/api/shared-decks', tag: 'Shared decks', summary: 'The library of shared decks', query: librarySearchInput },
  { method: 'post', path: '/api/shared-decks/{id}/subscribe', tag: 'Shared decks', summary: 'Study a shared deck', params: deckById },
  { method: 'post', path: '/api/shared-decks/{id}/copy', tag: 'Shared decks', summary: 'Make your own copy of a shared deck', params: deckById, status: 201 },
  { method: 'put', path: '/api/decks/{id}/share-progress', tag: 'Shared decks', summary: "Let the owner count your answers in the deck's statistics", params: deckById, body: z.object({ shareProgress: z.boolean() }) },
  { method: 'get', path: '/api/decks/{id}/card-stats', tag: 'Shared decks', summary: "Each card's statistics over its learners", params: deckById },
  { method: 'post', path: '/api/cards/{id}/suggestions', tag: 'Shared decks', summary: 'Suggest an edit of a card', params: cardById, body: suggestionFields, status: 201 },
  { method: 'post', path: '/api/decks/{id}/suggestions', tag: 'Shared decks', summary: 'Suggest a new card', params: deckById, body: suggestionFields, status: 201 },
  { method: 'get', path: '/api/decks/{id}/suggestions', tag: 'Shared decks', summary: "The suggestions waiting for the deck's owner", params: deckById },
  { method: 'post', path: '/api/decks/{id}/suggestions/reject-all', tag: 'Shared decks', summary: 'Reject every waiting suggestion (or those of one author)', params: deckById, body: rejectAllSuggestionsBody },
  { method: 'post', path: '/api/suggestions/{id}/accept', tag: 'Shared decks', summary: 'Accept a suggestion', params: suggestionById },
  { method: 'post', path: '/api/suggestions/{id}/reject', tag: 'Shared decks', summary: 'Reject a suggestion', params: suggestionById },
  { method: 'get', path: '/api/leaderboard', tag: 'Shared decks', summary: "This week's leaderboard" },
  { method: 'put', path: '/api/account/preferences', tag: 'Account', summary: 'Display name and leaderboard opt-in', body: preferencesInput },
  { method: 'post', path: '/api/admin/decks/{id}/make-private', tag: 'Admin', summary: 'Take a deck out of the library', auth: 'admin', params: deckById },

  { method: 'get', path: '/api/note-types', tag: 'Notes', summary: 'Your note types (the built-in ones and your own)' },
  { method: 'post', path: '/api/note-types', tag: 'Notes', summary: 'Make a note type', body: createNoteTypeInput, status: 201 },
  { method: 'get', path: '/api/note-types/{id}', tag: 'Notes', summary: 'A note type with its fields and templates', params: noteTypeById },
  { method: 'put', path: '/api/note-types/{id}', tag: 'Notes', summary: 'Change a note type', params: noteTypeById, body: updateNoteTypeInput.omit({ id: true }) },
  { method: 'delete', path: '/api/note-types/{id}', tag: 'Notes', summary: 'Delete a note type nothing uses', params: noteTypeById },
  { method: 'post', path: '/api/decks/{id}/notes', tag: 'Notes', summary: 'Add a note (its cards follow from its note type)', params: deckById, body: createNoteBody, status: 201 },
  { method: 'get', path: '/api/notes/{id}', tag: 'Notes', summary: 'A note with its fields and tags', params: noteById },
  { method: 'put', path: '/api/notes/{id}', tag: 'Notes', summary: "Change a note's fields or tags", params: noteById, body: updateNoteBody },
  { method: 'delete', path: '/api/notes/{id}', tag: 'Notes', summary: 'Delete a note and its cards', params: noteById },

  { method: 'get', path: '/api/auth/oidc/start', tag: 'Auth', summary: "Sign in with the group's identity provider (redirects there)", auth: 'public', file: 'a 302 redirect' },
  { method: 'post', path: '/api/auth/oidc/link', tag: 'Auth', summary: "Link the identity provider to this account (a login session's; answers the provider's address)" },
  { method: 'get', path: '/api/auth/oidc/callback', tag: 'Auth', summary: "The identity provider's return (redirects into the app)", auth: 'public', file: 'a 302 redirect' },

  { method: 'post', path: '/api/decks/{deckId}/simulate', tag: 'Stats', summary: 'Simulate the workload of the coming days', params: deck, body: simulateBody },
  { method: 'post', path: '/api/decks/{deckId}/simulate/retention', tag: 'Stats', summary: 'Workload against desired retention (Help me decide)', params: deck, body: retentionBody },
  { method: 'get', path: '/api/decks/{deckId}/workload-options', tag: 'Stats', summary: 'Load balancing and Easy Days of the deck', params: deck },
  { method: 'put', path: '/api/decks/{deckId}/workload-options', tag: 'Stats', summary: 'Set load balancing and Easy Days', params: deck, body: workloadOptionsBody },

  { method: 'get', path: '/api/mail/config', tag: 'Mail', summary: 'Whether this server sends mail', auth: 'public' },
  { method: 'post', path: '/api/auth/forgot-password', tag: 'Auth', summary: 'Mail a reset link (the same answer whether or not the address has an account)', auth: 'public', body: forgotPasswordInput },
  { method: 'post', path: '/api/auth/verify-email', tag: 'Auth', summary: "Confirm a new account's address with the link's token", auth: 'public', body: emailTokenInput },
  { method: 'put', path: '/api/account/email', tag: 'Account', summary: 'Change your email (confirmed by a link to the new address when mail is on)', body: changeEmailInput },
  { method: 'post', path: '/api/account/email/confirm', tag: 'Account', summary: 'Confirm a changed address with the link\'s token', auth: 'public', body: emailTokenInput },
  { method: 'post', path: '/api/admin/invites/send', tag: 'Admin', summary: 'Mail a one-use invite', auth: 'admin', body: inviteByMailInput, status: 201 },
  { method: 'get', path: '/api/account/reminders', tag: 'Reminders', summary: 'Your study reminders' },
  { method: 'put', path: '/api/account/reminders', tag: 'Reminders', summary: 'Set your study reminders', body: reminderSettingsInput },
  { method: 'post', path: '/api/account/push-subscriptions', tag: 'Reminders', summary: "Store this device's Web Push subscription", body: pushSubscriptionInput, status: 201 },
  { method: 'delete', path: '/api/account/push-subscriptions', tag: 'Reminders', summary: "Remove a device's Web Push subscription", body: pushUnsubscribeInput },
  { method: 'get', path: '/api/push/public-key', tag: 'Reminders', summary: "The server's VAPID public key", auth: 'public' },
  { method: 'get', path: '/api/reminders/unsubscribe', tag: 'Reminders', summary: 'The unsubscribe page of a reminder mail', auth: 'public', file: 'text/html' },
  { method: 'post', path: '/api/reminders/unsubscribe', tag: 'Reminders', summary: 'One-click unsubscribe (List-Unsubscribe-Post)', auth: 'public' },

  { method: 'get', path: '/api/browse', tag: 'Cards', summary: 'Search your own cards across your decks (deck:, tag:, is:new, is:due, is:suspended)', query: browseSearchQuery },
  { method: 'post', path: '/api/browse/actions', tag: 'Cards', summary: 'Move, suspend, unsuspend, delete or tag up to 1,000 of your cards at once', body: browseActionInput },
];

// Named components, once per process (zod's registry refuses an id twice).
const errorSchema = z
  .object({
    message: z.string().describe('What went wrong, in words for people'),
    errors: z.array(z.object({ msg: z.string(), path: z.string() })).optional().describe("Each invalid field's message"),
  })
  .meta({ id: 'Error' });

const SAFE: ReadonlySet<Method> = new Set(['get']);

/** The OpenAPI 3.1 document of REST_API. */
export function buildOpenApiDocument(opts: { version: string; serverUrl?: string } = { version: '1' }) {
  const registry = new OpenAPIRegistry();
  const error = errorSchema;
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'A personal API token (Profile → API tokens). A read token may only GET. No XSRF header is needed.',
  });
  registry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'cardcade_session',
    description: "The browser's login session. Writes must also echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.",
  });
  const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: error } } });

  for (const route of REST_API) {
    const auth = route.auth ?? 'user';
    const status = route.status ?? 200;
    const ok = route.file
      ? { description: `The file (${route.file})`, content: { 'application/octet-stream': { schema: z.string().describe('binary') } } }
      : { description: 'OK', content: { 'application/json': { schema: route.response ?? z.unknown().describe('JSON') } } };
    const body = route.body
      ? { content: { 'application/json': { schema: route.body } } }
      : route.upload
        ? {
            content: {
              'multipart/form-data': {
                schema: z.object({
                  [route.upload.file]: z.string().describe('The file (binary)'),
                  ...Object.fromEntries(Object.entries(route.upload.fields ?? {}).map(([name, text]) => [name, z.string().optional().describe(text)])),
                }),
              },
            },
          }
        : undefined;
    const responses: Record<number, object> = { [status]: ok, 400: errorResponse('Invalid input') };
    if (auth !== 'public') {
      responses[401] = errorResponse('Not signed in, or an API token that was revoked, expired or mistyped');
      responses[429] = errorResponse("Too many requests with this API token: wait a minute");
    }
    if (auth === 'admin' || !SAFE.has(route.method)) responses[403] = errorResponse(auth === 'admin' ? 'Not an admin (or a read token writing)' : 'A read token writing, or a missing XSRF header');
    if (route.params) responses[404] = errorResponse('Not found, or not yours');
    registry.registerPath({
      method: route.method,
      path: route.path,
      tags: [route.tag],
      summary: route.summary,
      security: auth === 'public' ? [] : [{ bearerAuth: [] }, { cookieAuth: [] }],
      request: {
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { query: route.query } : {}),
        ...(body ? { body } : {}),
      },
      responses,
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Cardcade API',
      version: opts.version,
      description:
        'The REST API of a Cardcade server. Sign in with a personal API token (`Authorization: Bearer <token>`, made under Profile → API tokens) or a browser session. The AnkiConnect protocol is served at POST /ankiconnect (see docs/api.md).',
    },
    servers: [{ url: opts.serverUrl ?? '/' }],
  });
}

let cached: ReturnType<typeof buildOpenApiDocument> | null = null;

export async function openApiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', async (_req, reply) => {
    cached ??= buildOpenApiDocument({ version: '1' });
    return reply.header('cache-control', 'no-cache').send(cached);
  });
}
