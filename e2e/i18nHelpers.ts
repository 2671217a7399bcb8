import type { Browser, Page } from 'playwright-core';
import { newPage } from './helpers';

// Helpers of the translation checks (docs/translating.md), shared by every i18n*.e2e.ts file.

/**
 * Visible texts and read attributes with a Latin letter outside ⟦…⟧, skipping [translate=no]
 * (user data, the brand) and [data-intl] (names Intl gives in the locale, e.g. weekdays).
 */
export async function untranslated(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scopeSelector) => {
    const out: string[] = [];
    // Inside out: a message may hold another ('⟦Bold⟧ (Ctrl+B)' within ⟦ ⟧).
    const bad = (text: string) => {
      let rest = text;
      for (let before = ''; before !== rest; ) {
        before = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
      }
      return /[A-Za-z]/.test(rest);
    };
    for (const root of document.querySelectorAll(scopeSelector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || el.closest('[translate="no"], [data-intl], script, style, code') || !el.checkVisibility()) continue;
        if (bad(node.textContent ?? '')) out.push(node.textContent!.trim());
      }
      for (const el of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
        if (el.closest('[translate="no"], [data-intl]')) continue;
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
          const v = el.getAttribute(attr);
          if (v && bad(v)) out.push(`${attr}=${v}`);
        }
      }
    }
    return out;
  }, scope);
}

export async function inLocale(browser: Browser, mobile: boolean, locale: string) {
  const made = await newPage(browser, { mobile });
  await made.context.addInitScript((l) => localStorage.setItem('cardcade.locale', l), locale);
  return made;
}
