import { describe, expect, it } from 'vitest';
import guide from '../../../../docs/guide.md?raw';
import guideAr from '../../../../docs/guide.ar.md?raw';
import guideEs from '../../../../docs/guide.es.md?raw';
import guideKo from '../../../../docs/guide.ko.md?raw';
import { DEVELOPER_MARKER, parseGuide, parseInline, slug, usersPart } from './guideMarkdown';

describe('parseInline', () => {
  it.each([
    ['plain', [{ kind: 'text', text: 'plain' }]],
    ['press **Add Card** now', [{ kind: 'text', text: 'press ' }, { kind: 'strong', text: 'Add Card' }, { kind: 'text', text: ' now' }]],
    ['`{{c1::Paris}}` is', [{ kind: 'code', text: '{{c1::Paris}}' }, { kind: 'text', text: ' is' }]],
    ['a ** unclosed', [{ kind: 'text', text: 'a ** unclosed' }]],
    ['<img src=x onerror=alert(1)>', [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]],
  ])('%s', (text, expected) => {
    expect(parseInline(text)).toEqual(expected);
  });
});

describe('parseGuide', () => {
  it('headings with ids, paragraphs joined, lists with continued items, numbered lists', () => {
    const blocks = parseGuide(['# Guide', '', 'One', 'two.', '', '## Read aloud {#listening}', '- **A**: first', '  goes on', '- B', '1. one', '2. two', 'After'].join('\n'));
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, id: 'guide', content: [{ kind: 'text', text: 'Guide' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'One two.' }] },
      { kind: 'heading', level: 2, id: 'listening', content: [{ kind: 'text', text: 'Read aloud' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'strong', text: 'A' }, { kind: 'text', text: ': first goes on' }], [{ kind: 'text', text: 'B' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'After' }] },
    ]);
    expect(slug('Shared decks & you!')).toBe('shared-decks-you');
  });

  it('reads the real guide: one title, plain words (no API routes), the anchors the app links to', () => {
    expect(guide).toContain(DEVELOPER_MARKER);
    const users = usersPart(guide);
    const blocks = parseGuide(users);
    expect(blocks.filter((b) => b.kind === 'heading' && b.level === 1)).toHaveLength(1);
    const ids = blocks.flatMap((b) => (b.kind === 'heading' ? [b.id] : []));
    expect(ids).toEqual(expect.arrayContaining(['listening', 'keyboard-shortcuts', 'shared-decks', 'review-forecast']));
    expect(users).not.toMatch(/\/api\/|issue \d|migration|docs\/|\.tsx?\b/i);
    expect(ids).not.toContain('for-developers');
  });
});

// The Help page shows docs/guide.<locale>.md in another language: the same sections, under the
// same ids, so a link to /help#listening lands on the same section in every language.
describe('translated guides', () => {
  const shape = (markdown: string) =>
    parseGuide(usersPart(markdown)).map((b) => (b.kind === 'heading' ? `h${b.level}${b.level > 1 ? `#${b.id}` : ''}` : b.kind === 'list' ? `${b.ordered ? 'ol' : 'ul'}${b.items.length}` : 'p'));
  it.each([
    ['es', guideEs],
    ['ko', guideKo],
    ['ar', guideAr],
  ])('%s: every heading, paragraph and list item of the English guide, with the same ids', (_, translated) => {
    expect(shape(translated)).toEqual(shape(guide));
  });
});
