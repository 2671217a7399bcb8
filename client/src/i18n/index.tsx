import { setupI18n, type Messages } from '@lingui/core';
import { Fragment, use, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { htmlLang, isCatalogLocale, localeDir, pickLocale, type CatalogLocale } from '../../../shared/i18n/locales';
import type { AnyNamespace, MessageValues } from '../../../shared/i18n/namespace';
import { namespace as messagesNs } from '../../../shared/locales/messages';

// The interface's language (docs/translating.md). One Lingui instance holds every namespace's
// compiled messages; a screen asks for its namespace with useT(), which loads that namespace's
// catalog for the current locale (suspending the screen meanwhile) and re-renders on a switch.
// A namespace's English is inline in the code that names it, except a lazy one's (`messages`),
// which loads like any other locale.

export const i18n = setupI18n();
i18n.activate('en');

const STORAGE_KEY = 'cardcade.locale';
/** Namespaces some screen has used: a switch of locale loads them all before it shows. */
const registered = new Map<string, AnyNamespace>();

/**
 * A catalog's load, kept once it settles. It then carries the status fields React itself writes on
 * a thenable it tracks, so a use() of it returns at once, even on the first render that sees it.
 */
type Tracked = Promise<void>;
const pending = new Map<string, Tracked>();
/** Settled already, for a screen that keeps calling use() once it has (see useCatalog). */
const READY: Tracked = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
const loaded = new Set<string>();

/** The English of each namespace loaded so far (a lazy namespace's once its chunk is there). */
const english = new Map<string, Messages>();

/** Makes a namespace one a switch of locale loads before it shows, without loading it now. */
export function register(ns: AnyNamespace): void {
  if (registered.has(ns.name)) return;
  registered.set(ns.name, ns);
  if (!ns.en) return;
  // A copy: Lingui keeps the first object it is given per locale and merges later ones into it,
  // which would write other namespaces' messages into this module's own catalog object.
  i18n.load('en', { ...ns.en });
  english.set(ns.name, ns.en);
  loaded.add(`${ns.name}:en`);
}

/** A namespace's English messages, or null while a lazy namespace's English is not loaded. */
export function englishOf(ns: AnyNamespace): Messages | null {
  return ns.en ?? english.get(ns.name) ?? null;
}

/** Whether a namespace's catalog for a locale is loaded (useT would not suspend). */
export const isLoaded = (ns: AnyNamespace, locale: CatalogLocale) => loaded.has(`${ns.name}:${locale}`);

/** Loads one namespace's catalog for a locale; null when it is there already. */
export function loadNamespace(ns: AnyNamespace, locale: CatalogLocale): Tracked | null {
  register(ns);
  const key = `${ns.name}:${locale}`;
  if (loaded.has(key)) return null;
  let promise = pending.get(key);
  if (!promise) {
    const enKey = `${ns.name}:en`;
    const lazyEnglish = ns.en ? null : ns.load.en;
    promise = Promise.all([lazyEnglish && !loaded.has(enKey) ? lazyEnglish() : null, locale === 'en' ? null : ns.load[locale]()]).then(
      ([en, translation]) => {
        // Marked loaded before Lingui's 'change' event, which re-renders the screens waiting for it.
        const firstEnglish = en && !loaded.has(enKey);
        if (firstEnglish) {
          english.set(ns.name, en.messages);
          loaded.add(enKey);
        }
        loaded.add(key);
        Object.assign(promise!, { status: 'fulfilled', value: undefined });
        if (firstEnglish) i18n.load('en', { ...en.messages });
        // English under the translation: a message nobody translated yet still says something.
        if (translation) i18n.load(locale, { ...english.get(ns.name), ...translation.messages });
      },
      (error: unknown) => {
        // A chunk that failed (offline, a deploy in between) is asked for again next time.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Starts loading the `messages` catalog (shared/messages.ts) for a locale other than English, not
 * waiting for it: the app's start asks for it beside the first page's files, since screens using
 * useMsg() wait for it (i18n/useMsg.ts).
 */
export function prefetchMessages(locale: CatalogLocale): void {
  if (locale !== 'en') loadNamespace(messagesNs, locale)?.catch(() => undefined);
}

/** The locale this browser starts in: a choice saved here, else the browser's languages. */
export function initialLocale(): CatalogLocale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isCatalogLocale(saved)) return saved;
  } catch {
    // Storage may be blocked: the browser's languages decide.
  }
  return pickLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

/** `<html lang dir>` for the locale. */
function applyDocument(locale: CatalogLocale): void {
  document.documentElement.lang = htmlLang(locale);
  document.documentElement.dir = localeDir(locale);
}

/**
 * Switches the interface: every namespace in use loads first, so nothing on screen flashes in
 * English. `remember`: kept in this browser (the picker; a signed-in choice is also saved on the
 * server by the caller).
 */
export async function setLocale(locale: CatalogLocale, { remember = false, namespaces = [] as AnyNamespace[] } = {}): Promise<void> {
  for (const ns of namespaces) register(ns);
  await Promise.all([...registered.values()].map((ns) => loadNamespace(ns, locale)));
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Not kept: the choice lasts this page's life.
    }
  }
  applyDocument(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** The Accept-Language the app's requests carry: the language it shows (the pseudo-locale asks for English). */
export const requestLanguage = () => (i18n.locale === 'pseudo' ? 'en' : i18n.locale || 'en');

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale as CatalogLocale;

/** The current locale; re-renders on a switch. */
export function useLocale(): CatalogLocale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/** Tags a translation may hold (`<link>Log in</link>`), each rendered by the screen. */
export type RichTags = Record<string, (children: string) => ReactNode>;

export interface Translate<Id extends string> {
  (id: Id, values?: MessageValues): string;
  /** A message with `<tag>…</tag>` parts rendered as elements (links, emphasis), never as HTML. */
  rich(id: Id, tags: RichTags, values?: MessageValues): ReactNode;
}

/** Splits `a <b>c</b> d` into text and the tags' elements; an unknown tag stays its text. */
export function renderRich(text: string, tags: RichTags): ReactNode {
  const parts: ReactNode[] = [];
  const re = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const render = tags[m[1]];
    parts.push(<Fragment key={m.index}>{render ? render(m[2]) : m[2]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * Suspends the calling screen while a namespace's catalog for the locale is on its way (`needed`
 * false: nothing to load, as for the `messages` catalog in English). A screen calls use() on
 * every render once its catalog came asynchronously, on its way or settled, and keeps calling it
 * after a switch to a locale with nothing to load: React replays a first render that suspended
 * from scratch (a ref made then is new again), and a later render calling use() fewer times than
 * one that suspended is a conditional use() to React (its warning; a use() skipped on a replay
 * once left React on its update path for the hooks after it, error 467). A screen that never
 * waited (inline English) never calls use(): a use() on every render of every screen changed
 * when React commits their updates (the card form's cloze tests saw it).
 */
export function useCatalog(ns: AnyNamespace, locale: CatalogLocale, needed = true): void {
  const used = useRef(false);
  const tracked = needed ? (loadNamespace(ns, locale) ?? pending.get(`${ns.name}:${locale}`)) : undefined;
  if (!tracked && !used.current) return;
  used.current = true;
  use(tracked ?? READY);
}

/**
 * A screen's translate function for its namespace. While a locale's catalog is on its way the
 * screen suspends (the nearest Suspense shows its fallback), as a lazy page does.
 */
export function useT<Id extends string>(ns: AnyNamespace<Id>): Translate<Id> {
  const locale = useLocale();
  useCatalog(ns, locale);
  return useMemo(() => {
    const t = ((id: Id, values?: MessageValues) => i18n._(id, values)) as Translate<Id>;
    t.rich = (id, tags, values) => renderRich(i18n._(id, values), tags);
    return t;
    // A new function per locale, so memoized children see the switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
}
