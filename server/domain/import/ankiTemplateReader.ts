import type Database from '../../db/sqliteNative.js';
import protobuf from 'protobufjs';
import { IMPORT_ERRORS, ImportInputError } from './errors.js';
import { mathJaxMacros, type TexMacros } from './ankiMath.js';
import { hiddenClasses, parseTemplate, TEMPLATE_ERRORS, withoutHiddenElements, TEMPLATE_LIMITS, TemplateError, type ParsedTemplate } from './ankiTemplate.js';

// The note types of a collection with their fields and card templates, from either schema:
// JSON in `col.models` (collection.anki2 / .anki21) or the schema-18 tables `notetypes`,
// `fields` and `templates` (collection.anki21b, templates as protobuf CardTemplateConfig).
// Limits (fields and templates per note type, a template's length) are checked while reading.

export interface AnkiTemplateSource {
  ord: number;
  name: string;
  qfmt: string;
  afmt: string;
}

export interface AnkiNoteType {
  id: number;
  name: string;
  /** 'image-occlusion': Anki's Image Occlusion (docs/image-occlusion.md), drawn by Cardcade's renderer. */
  kind: 'standard' | 'cloze' | 'image-occlusion';
  fieldNames: string[];
  /** In ordinal order. Empty when the collection names none (then the first two fields are used). */
  templates: AnkiTemplateSource[];
  /** Classes the note type's CSS hides (ankiTemplate.ts `hiddenClasses`): left out of its templates. */
  hiddenClasses?: string[];
  /** The note type's CSS as Anki keeps it (stored with the user's note type, docs/anki-templates.md). */
  css?: string;
  /** When Anki last changed the note type, in ms (its mtime in seconds × 1000): re-import's rule. */
  mtime?: number;
}

/** The TeX macros a note type's templates define for MathJax (ankiMath.ts), from all its templates. */
export function noteTypeMacros(type: AnkiNoteType): TexMacros {
  const macros: TexMacros = new Map();
  for (const template of type.templates) for (const side of [template.qfmt, template.afmt]) for (const [name, macro] of mathJaxMacros(side)) macros.set(name, macro);
  return macros;
}

export interface CompiledTemplate {
  ord: number;
  name: string;
  q: ParsedTemplate;
  a: ParsedTemplate;
}

const cardTemplateConfig = protobuf.Root.fromJSON({
  nested: {
    CardTemplateConfig: { fields: { qFormat: { type: 'string', id: 1 }, aFormat: { type: 'string', id: 2 } } },
  },
}).lookupType('CardTemplateConfig');

function tableNames(db: Database.Database): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
  return new Set(rows.map((row) => row.name));
}

const checkTemplate = (text: string, noteType: string) => {
  if (text.length > TEMPLATE_LIMITS.templateChars) throw new ImportInputError(TEMPLATE_ERRORS.tooLong(noteType));
  return text;
};

/** Schema 18: NotetypeConfig.css is field 3 (a string). */
function cssOfConfig(config: Uint8Array | null): string {
  if (!config) return '';
  try {
    const reader = protobuf.Reader.create(config);
    while (reader.pos < reader.len) {
      const tag = reader.uint32();
      if (tag >>> 3 === 3 && (tag & 7) === 2) return reader.string();
      reader.skipType(tag & 7);
    }
  } catch {
    // Unreadable: no CSS, as if the note type had none.
  }
  return '';
}

/** Schema 18: NotetypeConfig.kind is field 1 (1 = cloze). */
function isClozeConfig(config: Uint8Array | null): boolean {
  return configVarint(config, 1) === 1;
}

/** Anki's OriginalStockKind of its Image Occlusion note type (NotetypeConfig field 9, schema 11's `originalStockKind`). */
const IMAGE_OCCLUSION_STOCK_KIND = 6;

/** A varint field of a schema-18 NotetypeConfig, or null when absent or unreadable. */
function configVarint(config: Uint8Array | null, field: number): number | null {
  if (!config) return null;
  try {
    const reader = protobuf.Reader.create(config);
    while (reader.pos < reader.len) {
      const tag = reader.uint32();
      if (tag >>> 3 === field && (tag & 7) === 0) return reader.uint32();
      reader.skipType(tag & 7);
    }
  } catch {
    // An unreadable config is a standard note type, as anki.ts has always read it.
  }
  return null;
}

/**
 * Whether a cloze note type is Anki's Image Occlusion (docs/image-occlusion.md): its stock kind
 * says so, or (Anki 23.10 wrote none) its template calls Anki's image occlusion script on an
 * Occlusion first field.
 */
function isImageOcclusion(type: AnkiNoteType, stockKind: unknown): boolean {
  if (type.kind !== 'cloze') return false;
  if (stockKind === IMAGE_OCCLUSION_STOCK_KIND) return true;
  return type.fieldNames[0] === 'Occlusion' && type.templates.some((template) => template.qfmt.includes('setupImageCloze') || template.qfmt.includes('imageOcclusion.setup'));
}

function readSchema18(db: Database.Database): Map<number, AnkiNoteType> {
  const out = new Map<number, AnkiNoteType>();
  const stockKinds = new Map<number, number | null>();
  for (const row of db.prepare('SELECT * FROM notetypes').iterate() as Iterable<{ id: number; name: string; mtime_secs?: number | null; config: Uint8Array | null }>) {
    const css = cssOfConfig(row.config);
    out.set(row.id, { id: row.id, name: String(row.name), kind: isClozeConfig(row.config) ? 'cloze' : 'standard', fieldNames: [], templates: [], hiddenClasses: hiddenClasses(css), css, mtime: secondsToMs(row.mtime_secs) });
    stockKinds.set(row.id, configVarint(row.config, 9));
  }
  const tables = tableNames(db);
  if (tables.has('fields')) {
    for (const row of db.prepare('SELECT ntid, name FROM fields ORDER BY ntid, ord').iterate() as Iterable<{ ntid: number; name: string }>) {
      const type = out.get(row.ntid);
      if (!type) continue;
      if (type.fieldNames.length >= TEMPLATE_LIMITS.fields) throw new ImportInputError(TEMPLATE_ERRORS.tooManyFields(type.name));
      type.fieldNames.push(String(row.name));
    }
  }
  if (tables.has('templates')) {
    for (const row of db.prepare('SELECT ntid, ord, name, config FROM templates ORDER BY ntid, ord').iterate() as Iterable<{
      ntid: number;
      ord: number;
      name: string;
      config: Uint8Array | null;
    }>) {
      const type = out.get(row.ntid);
      if (!type) continue;
      if (type.templates.length >= TEMPLATE_LIMITS.templates) throw new ImportInputError(TEMPLATE_ERRORS.tooManyTemplates(type.name));
      let config: { qFormat?: string; aFormat?: string };
      try {
        config = cardTemplateConfig.decode(row.config ?? new Uint8Array()) as unknown as { qFormat?: string; aFormat?: string };
      } catch {
        throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
      }
      type.templates.push({ ord: Number(row.ord), name: String(row.name), qfmt: checkTemplate(config.qFormat ?? '', type.name), afmt: checkTemplate(config.aFormat ?? '', type.name) });
    }
  }
  for (const type of out.values()) if (isImageOcclusion(type, stockKinds.get(type.id))) type.kind = 'image-occlusion';
  return out;
}

/** Anki's seconds as our milliseconds; anything else is 0 (older than any note of ours). */
const secondsToMs = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) * 1000 : 0);

interface LegacyModel {
  name?: unknown;
  mod?: unknown;
  css?: unknown;
  type?: unknown;
  originalStockKind?: unknown;
  flds?: { name?: unknown; ord?: unknown }[];
  tmpls?: { name?: unknown; ord?: unknown; qfmt?: unknown; afmt?: unknown }[];
}

function readLegacy(db: Database.Database): Map<number, AnkiNoteType> {
  const out = new Map<number, AnkiNoteType>();
  const col = db.prepare('SELECT models FROM col').get() as { models: string } | undefined;
  if (!col) throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
  let models: Record<string, LegacyModel>;
  try {
    models = JSON.parse(col.models || '{}') as Record<string, LegacyModel>;
  } catch {
    throw new ImportInputError(IMPORT_ERRORS.corruptCollection);
  }
  for (const [id, model] of Object.entries(models ?? {})) {
    if (!model || typeof model !== 'object') continue;
    const name = typeof model.name === 'string' ? model.name : `Note type ${id}`;
    const fields = Array.isArray(model.flds) ? model.flds : [];
    const templates = Array.isArray(model.tmpls) ? model.tmpls : [];
    if (fields.length > TEMPLATE_LIMITS.fields) throw new ImportInputError(TEMPLATE_ERRORS.tooManyFields(name));
    if (templates.length > TEMPLATE_LIMITS.templates) throw new ImportInputError(TEMPLATE_ERRORS.tooManyTemplates(name));
    const byOrd = <T extends { ord?: unknown }>(list: T[]) => list.map((item, index) => ({ item, ord: typeof item?.ord === 'number' ? item.ord : index })).sort((a, b) => a.ord - b.ord);
    out.set(Number(id), {
      id: Number(id),
      name,
      kind: model.type === 1 ? 'cloze' : 'standard',
      hiddenClasses: typeof model.css === 'string' ? hiddenClasses(model.css) : [],
      css: typeof model.css === 'string' ? model.css : '',
      mtime: secondsToMs(model.mod),
      fieldNames: byOrd(fields).map(({ item }) => String(item?.name ?? '')),
      templates: byOrd(templates).map(({ item, ord }) => ({
        ord,
        name: String(item?.name ?? `Card ${ord + 1}`),
        qfmt: checkTemplate(typeof item?.qfmt === 'string' ? item.qfmt : '', name),
        afmt: checkTemplate(typeof item?.afmt === 'string' ? item.afmt : '', name),
      })),
    });
    const type = out.get(Number(id))!;
    if (isImageOcclusion(type, model.originalStockKind)) type.kind = 'image-occlusion';
  }
  return out;
}

/** Every note type of the collection, by id. */
export function readNoteTypes(db: Database.Database): Map<number, AnkiNoteType> {
  return tableNames(db).has('notetypes') ? readSchema18(db) : readLegacy(db);
}

/** A note type's templates parsed once (called for the note types notes use). */
export function compileTemplates(type: AnkiNoteType): CompiledTemplate[] {
  try {
    return type.templates.map((template) => ({
      ord: template.ord,
      name: template.name,
      q: parseTemplate(withoutHiddenElements(template.qfmt, type.hiddenClasses ?? []), type.fieldNames, type.name),
      a: parseTemplate(withoutHiddenElements(template.afmt, type.hiddenClasses ?? []), type.fieldNames, type.name),
    }));
  } catch (error) {
    if (error instanceof TemplateError) throw new ImportInputError(error.message);
    throw error;
  }
}
