import { Fragment, use, useEffect, useMemo } from 'react';
import guide from '../../../docs/guide.md?raw';
import type { CatalogLocale } from '../../../shared/i18n/locales';
import { useLocale, useT } from '../i18n';
import { namespace as helpNs } from '../locales/help';
import { parseGuide, usersPart, type Block, type Inline } from '../features/help/guideMarkdown';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './HelpPage.module.css';

// Help (issue 48): the user's guide, docs/guide.md, the same file a reader of the repository
// finds, rendered as React text (features/help/guideMarkdown.ts) with a contents list. In another
// language its translation, docs/guide.<locale>.md (the same section ids), loaded when first shown.

const TRANSLATED_GUIDES: Partial<Record<CatalogLocale, () => Promise<{ default: string }>>> = {
  es: () => import('../../../docs/guide.es.md?raw'),
  ko: () => import('../../../docs/guide.ko.md?raw'),
  ar: () => import('../../../docs/guide.ar.md?raw'),
};
const guides = new Map<CatalogLocale, Promise<string>>();

/** The guide in the reader's language (English, and the pseudo-locale, inline); suspends while it loads. */
function useGuide(locale: CatalogLocale): string {
  const load = TRANSLATED_GUIDES[locale];
  if (!load) return guide;
  let pending = guides.get(locale);
  if (!pending) {
    pending = load().then((m) => m.default);
    guides.set(locale, pending);
  }
  return use(pending);
}

function InlineText({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((piece, i) =>
        piece.kind === 'strong' ? <strong key={i}>{piece.text}</strong> : piece.kind === 'code' ? <code key={i}>{piece.text}</code> : <Fragment key={i}>{piece.text}</Fragment>,
      )}
    </>
  );
}

function GuideBlock({ block }: { block: Block }) {
  if (block.kind === 'heading') {
    const Tag = (['h1', 'h2', 'h3'] as const)[block.level - 1];
    return (
      <Tag id={block.id} className={styles.heading}>
        <InlineText content={block.content} />
      </Tag>
    );
  }
  if (block.kind === 'paragraph') {
    return (
      <p>
        <InlineText content={block.content} />
      </p>
    );
  }
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List>
      {block.items.map((item, i) => (
        <li key={i}>
          <InlineText content={item} />
        </li>
      ))}
    </List>
  );
}

export default function HelpPage() {
  const t = useT(helpNs);
  const locale = useLocale();
  usePageTitle(t('help.title'));
  const text = useGuide(locale);
  const blocks = useMemo(() => parseGuide(usersPart(text)), [text]);
  const sections = blocks.filter((b): b is Extract<Block, { kind: 'heading' }> => b.kind === 'heading' && b.level === 2);
  // A link to /help#listening scrolls to its section once the page is there.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  const [title, ...rest] = blocks;
  return (
    <main className={`page ${styles.help}`}>
      {title && <GuideBlock block={title} />}
      <nav className={styles.contents} aria-label={t('help.contents')}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                <InlineText content={section.content} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        {rest.map((block, i) => (
          <GuideBlock key={i} block={block} />
        ))}
      </div>
    </main>
  );
}
