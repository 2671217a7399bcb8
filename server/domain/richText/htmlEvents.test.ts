import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '../../test/xssVectors.js';
import { readHtml } from './htmlEvents.js';

// The linear reader (htmlEvents.ts) must send the events htmlparser2's Parser sends, whatever
// the markup: the plain text derived from a side is the same as before it replaced the Parser.

type Event = [string, ...unknown[]];

function viaParser(html: string): Event[] {
  const events: Event[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => events.push(['open', name, { ...attribs }]),
      onclosetag: (name) => events.push(['close', name]),
      ontext: (text) => events.push(['text', text]),
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return merged(events);
}

function viaReader(html: string): Event[] {
  const events: Event[] = [];
  readHtml(html, {
    onopentag: (name, attribs) => events.push(['open', name, { ...attribs }]),
    onclosetag: (name) => events.push(['close', name]),
    ontext: (text) => events.push(['text', text]),
  });
  return merged(events);
}

/** Adjacent text events joined: how text is cut into events is no part of the meaning. */
function merged(events: Event[]): Event[] {
  const out: Event[] = [];
  for (const event of events) {
    const last = out[out.length - 1];
    if (event[0] === 'text' && last?.[0] === 'text') last[1] = `${last[1] as string}${event[1] as string}`;
    else out.push(event);
  }
  return out;
}

const TOKENS = [
  '<b>', '</b>', '<B>', '</B >', '<p>', '</p>', '<p/>', '<br>', '<br/>', '</br>', '<hr>', '</hr>', '<ul>', '</ul>', '<ol>', '<li>', '</li>',
  '<table>', '<thead>', '<tbody>', '<tfoot>', '<tr>', '<td>', '</td>', '<th>', '</tr>', '</table>', '<pre>', '</pre>', '<div>', '</div>', '<span>', '</span>',
  '<ruby>', '<rt>', '<rp>', '</ruby>', '<dd>', '<dt>', '<select>', '<option>', '<optgroup>', '<input>', '<textarea>', '</textarea>', '<button>',
  '<svg>', '</svg>', '<math>', '</math>', '<mi>', '</mi>', '<title>', '</title>', '<foreignObject>', '</foreignObject>', '<circle/>', '<b/>', '<img/>',
  '<h1>', '</h1>', '<body>', '<head>', '<link>', '<script>', '</script>', '<style>', '</style>', '<xmp>', '</xmp>', '<noscript>', '</noscript>',
  '<i', '<b ', 'x=1>', ' title="a &amp; b">', "<span class='cardcade-hint' class=x>", '<a href=x&lt;y>', '<!--', '-->', '<![CDATA[', ']]>', '<?x ?>', '<!DOCTYPE html>',
  'text', 'Ω 漢字', '&amp;', '&lt;', '&nbsp;', '&rarr;', '&Delta;', '&#8322;', '&#x1F600;', '&copy', '&notit;', '&', '<', '>', '"', '\n', ' ', '\r\n', '\u0000',
];

describe('readHtml sends the events htmlparser2 Parser sends', () => {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const random = Array.from({ length: 6000 }, () => Array.from({ length: 1 + Math.floor(next() * 16) }, () => TOKENS[Math.floor(next() * TOKENS.length)]).join(''));

  it('over random markup and the XSS vectors', () => {
    for (const html of [...random, ...XSS_VECTORS.map((v) => v.html)]) expect(viaReader(html), JSON.stringify(html)).toEqual(viaParser(html));
  });

  it('at a depth the Parser is slow at, with the same events', () => {
    const deep = '<b><i>'.repeat(2_000) + 'x' + '</i></b>'.repeat(2_000) + '</i>'.repeat(3_000);
    expect(viaReader(deep)).toEqual(viaParser(deep));
  });
});
