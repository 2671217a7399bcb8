import type { Messages } from '@lingui/core';
import type { CatalogLocale, Locale } from './locales.js';

/**
 * One catalog namespace (docs/translating.md): a screen's or a domain's messages, compiled from
 * its PO files into `index.ts` beside them. English comes inline; every other locale loads lazily.
 */
export interface Namespace<Id extends string = string> {
  name: string;
  en: Messages & Record<Id, unknown>;
  load: Record<Exclude<CatalogLocale, Locale & 'en'>, () => Promise<{ messages: Messages }>>;
}

/**
 * A namespace no first paint needs (`messages`): English loads lazily too, like every other
 * locale (LAZY_ENGLISH in scripts/i18n/catalogs.mjs).
 */
export interface LazyNamespace<Id extends string = string> {
  name: string;
  en: null;
  load: Record<CatalogLocale, () => Promise<{ messages: Messages & Partial<Record<Id, unknown>> }>>;
}

/** Either kind: what the runtime loads. */
export type AnyNamespace<Id extends string = string> = Namespace<Id> | LazyNamespace<Id>;

/** ICU values: numbers go through the locale's plural rules and number format. */
export type MessageValues = Record<string, string | number>;
