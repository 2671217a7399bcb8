import { Fragment, useEffect, useMemo } from 'react';
import guide from '../../../docs/guide.md?raw';
import { parseGuide, usersPart, type Block, type Inline } from '../features/help/guideMarkdown';
import { usePageTitle } from '../lib/usePageTitle';
import styles from './HelpPage.module.css';

// Help (issue 48): the user's guide, docs/guide.md, the same file a reader of the repository
// finds, rendered as React text (features/help/guideMarkdown.ts) with a contents list.

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
  usePageTitle('Help');
  const blocks = useMemo(() => parseGuide(usersPart(guide)), []);
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
      <nav className={styles.contents} aria-label="Contents">
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
