import { describe, expect, it } from 'vitest';
import { fieldsOf, operationsByTag, typeOf } from './openapiView';

const doc = {
  openapi: '3.1.0',
  components: { schemas: { Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
  paths: {
    '/api/account/api-tokens': {
      post: {
        tags: ['API tokens'],
        summary: 'Make a token',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 100 },
                  scope: { type: 'string', enum: ['read', 'write'] },
                  expiresAt: { type: ['string', 'null'], format: 'date-time' },
                },
                required: ['name', 'scope'],
              },
            },
          },
        },
        responses: { '201': { description: 'OK' }, '400': { description: 'Invalid input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
      },
    },
    '/api/health': { get: { tags: ['Meta'], summary: 'Health', security: [], responses: { '200': { description: 'OK' } } } },
    '/api/decks/{id}': {
      delete: { tags: ['Decks'], summary: 'Delete', parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }], responses: {} },
    },
  },
};

describe('typeOf', () => {
  it.each([
    [{ type: 'string' }, 'string'],
    [{ type: ['string', 'null'] }, 'string | null'],
    [{ type: 'array', items: { type: 'integer' } }, 'array of integer'],
    [{ anyOf: [{ type: 'string' }, { type: 'number' }] }, 'string | number'],
    [{ const: true }, 'true'],
    [{ $ref: '#/components/schemas/Error' }, 'object'],
    [{}, 'any'],
  ])('%j → %s', (schema, expected) => {
    expect(typeOf(schema, doc)).toBe(expected);
  });
});

describe('fieldsOf', () => {
  it('lists nested fields as dotted paths, with limits in words', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'integer' }, apiToken: { type: 'object', properties: { scope: { type: 'string', enum: ['read', 'write'] } }, required: ['scope'] }, tags: { type: 'array', items: { type: 'string' }, maxItems: 3 } },
      required: ['id'],
    };
    expect(fieldsOf(schema, doc)).toEqual([
      { name: 'id', type: 'integer', required: true, notes: '' },
      { name: 'apiToken', type: 'object', required: false, notes: '' },
      { name: 'apiToken.scope', type: 'string', required: true, notes: 'read | write' },
      { name: 'tags', type: 'array of string', required: false, notes: 'at most 3 items' },
    ]);
  });

  it("merges a union's variants, each field once", () => {
    const schema = { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'object', properties: { a: { type: 'string' }, b: { type: 'boolean' } } }] };
    expect(fieldsOf(schema, doc).map((r) => r.name)).toEqual(['a', 'b']);
  });
});

describe('operationsByTag', () => {
  it('groups operations by tag with their parameters, body and answers', () => {
    const groups = operationsByTag(doc);
    expect(groups.map((g) => g.tag)).toEqual(['API tokens', 'Meta', 'Decks']);
    const [create] = groups[0].operations;
    expect(create).toMatchObject({ method: 'POST', path: '/api/account/api-tokens', bodyType: 'application/json', needsAuth: true, id: 'post-api-account-api-tokens' });
    expect(create.body).toEqual([
      { name: 'name', type: 'string', required: true, notes: '1–100 characters' },
      { name: 'scope', type: 'string', required: true, notes: 'read | write' },
      { name: 'expiresAt', type: 'string | null', required: false, notes: 'date-time' },
    ]);
    expect(create.responses).toEqual([
      { status: '201', description: 'OK' },
      { status: '400', description: 'Invalid input' },
    ]);
    expect(groups[1].operations[0]).toMatchObject({ needsAuth: false, body: null });
    expect(groups[2].operations[0].params).toEqual([{ name: 'id (path)', type: 'integer', required: true, notes: 'at least 1' }]);
  });

  it('survives a document without paths', () => {
    expect(operationsByTag({})).toEqual([]);
  });
});
