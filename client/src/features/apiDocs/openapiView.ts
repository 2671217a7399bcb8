// The API reference page (docs/api.md) reads GET /api/openapi.json and shows it as plain lists:
// the operations by tag, each with its parameters, its body's fields and its answers. The pure
// part lives here (tested beside this file); the page only renders what this returns.

type Json = Record<string, unknown>;

export interface FieldRow {
  /** Dotted path of the field (`apiToken.scope`; `[]` for an array's items). */
  name: string;
  type: string;
  required: boolean;
  /** Limits and choices in words: `1–100 characters`, `read | write`. */
  notes: string;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  summary: string;
  params: FieldRow[];
  /** The request body's fields; null without a body. `bodyType` is its media type. */
  body: FieldRow[] | null;
  bodyType: string | null;
  responses: { status: string; description: string }[];
  needsAuth: boolean;
}

export interface TagGroup {
  tag: string;
  operations: Operation[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 4;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolve(schema: unknown, doc: Json): Json {
  if (!isObj(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const target = (doc.components as Json | undefined)?.schemas as Json | undefined;
    return resolve(target?.[ref.slice('#/components/schemas/'.length)], doc);
  }
  return schema;
}

/** A schema's type in a word or two: `string`, `integer`, `string | null`, `array of object`, `one of 2`. */
export function typeOf(schema: Json, doc: Json): string {
  const s = resolve(schema, doc);
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    const variants = ((s.anyOf ?? s.oneOf) as Json[]).map((v) => typeOf(v, doc));
    return [...new Set(variants)].join(' | ');
  }
  if ('const' in s) return JSON.stringify(s.const);
  const t = s.type;
  if (Array.isArray(t)) return t.join(' | ');
  if (t === 'array') return `array of ${typeOf((s.items as Json) ?? {}, doc)}`;
  if (typeof t === 'string') return s.format === 'binary' || s.description === 'binary' ? 'file' : t;
  return 'any';
}

function notesOf(s: Json): string {
  const notes: string[] = [];
  if (Array.isArray(s.enum)) notes.push((s.enum as unknown[]).map(String).join(' | '));
  if (typeof s.format === 'string') notes.push(s.format);
  const min = s.minLength ?? s.minimum ?? s.minItems;
  const max = s.maxLength ?? s.maximum ?? s.maxItems;
  const unit = 'minLength' in s || 'maxLength' in s ? ' characters' : 'minItems' in s || 'maxItems' in s ? ' items' : '';
  if (min !== undefined && max !== undefined) notes.push(`${min}–${max}${unit}`);
  else if (min !== undefined) notes.push(`at least ${min}${unit}`);
  else if (max !== undefined) notes.push(`at most ${max}${unit}`);
  if (typeof s.description === 'string' && s.description !== 'binary' && s.description !== 'JSON') notes.push(s.description);
  return notes.join('; ');
}

/** The fields of a schema as rows, nested objects as dotted paths; a union lists each variant's fields once. */
export function fieldsOf(schema: unknown, doc: Json, prefix = '', depth = 0): FieldRow[] {
  const s = resolve(schema, doc);
  const variants = (s.anyOf ?? s.oneOf) as Json[] | undefined;
  if (Array.isArray(variants)) {
    const rows = variants.flatMap((v) => fieldsOf(v, doc, prefix, depth));
    const seen = new Set<string>();
    return rows.filter((r) => !seen.has(r.name) && seen.add(r.name));
  }
  if (depth >= MAX_DEPTH) return [];
  if (s.type === 'array' && isObj(s.items)) return fieldsOf(s.items, doc, `${prefix}[]`, depth + 1);
  if (!isObj(s.properties)) return [];
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  return Object.entries(s.properties).flatMap(([key, child]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const c = resolve(child, doc);
    const row: FieldRow = { name, type: typeOf(c, doc), required: required.has(key), notes: notesOf(c) };
    const nested = c.type === 'object' || (c.type === 'array' && isObj(c.items) && resolve(c.items, doc).type === 'object') ? fieldsOf(c, doc, name, depth + 1) : [];
    return [row, ...nested];
  });
}

/** The document's operations grouped by their first tag, in the document's order. */
export function operationsByTag(doc: Json): TagGroup[] {
  const groups = new Map<string, Operation[]>();
  const paths = isObj(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'Other';
      const params = (Array.isArray(op.parameters) ? (op.parameters as Json[]) : []).map(
        (p): FieldRow => ({ name: `${String(p.name)} (${String(p.in)})`, type: typeOf((p.schema as Json) ?? {}, doc), required: p.required === true, notes: notesOf(resolve(p.schema, doc)) }),
      );
      const content = isObj(op.requestBody) && isObj(op.requestBody.content) ? op.requestBody.content : null;
      const bodyType = content ? (Object.keys(content)[0] ?? null) : null;
      const body = content && bodyType ? fieldsOf((content[bodyType] as Json).schema, doc) : null;
      const responses = Object.entries(isObj(op.responses) ? op.responses : {}).map(([status, r]) => ({ status, description: isObj(r) ? String(r.description ?? '') : '' }));
      const needsAuth = !(Array.isArray(op.security) && op.security.length === 0);
      const list = groups.get(tag) ?? [];
      list.push({ id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, ''), method: method.toUpperCase(), path, summary: String(op.summary ?? ''), params, body, bodyType, responses, needsAuth });
      groups.set(tag, list);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}
