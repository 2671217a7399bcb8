#!/usr/bin/env python3
"""Writes an Anki package (.apkg, schema 11: collection.anki21 with note types in `col.models`)
holding image occlusion notes, as Anki 23.10+ writes them, for the image occlusion tests and
bench (docs/image-occlusion.md). Written with Python's sqlite3 and zipfile, apart from the
TypeScript test kit, so the importer is checked against a package our own code did not write.

    python3 ankiIoPackage.py OUT.apkg [--notes N] [--shapes S] [--enhanced] [--hostile]

--notes     image occlusion notes (each: S shapes, one card per shape, hide all but one)
--shapes    shapes per note (rect, ellipse and polygon in turn); default 3
--enhanced  adds a note of the old "Image Occlusion Enhanced" add-on (its masks are SVG files
            shown as images in its fields)
--hostile   adds a note whose Occlusion field is hostile (coordinates outside the picture)
"""
import io
import json
import sqlite3
import struct
import sys
import tempfile
import os
import zipfile
import zlib

IO_MID = 1722337061626
IOE_MID = 1500000000000
DECK_ID = 1755501847974

IO_FRONT = """{{#Header}}<div>{{Header}}</div>{{/Header}}
<div style="display: none">{{cloze:Occlusion}}</div>
<div id="err"></div>
<div id="image-occlusion-container">
    {{Image}}
    <canvas id="image-occlusion-canvas"></canvas>
</div>
<script>
try {
    anki.imageOcclusion.setup();
} catch (exc) {
    document.getElementById("err").innerHTML = `Error loading image occlusion. Is your Anki version up to date?<br><br>${exc}`;
}
</script>
"""
IO_BACK = IO_FRONT + """
<div><button id="toggle">Toggle Masks</button></div>
{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}
"""
IO_CSS = """#image-occlusion-canvas {
    --inactive-shape-color: #ffeba2;
    --active-shape-color: #ff8e8e;
    --inactive-shape-border: 1px #212121;
    --active-shape-border: 1px #212121;
}

.card {
    font-family: arial;
    font-size: 20px;
    text-align: center;
    color: black;
    background-color: white;
}
"""


def png(width, height, rgb=(200, 120, 90)):
    """A small solid PNG."""
    raw = b''.join(b'\x00' + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)

    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b'')


def field(name, ord_, tag=None):
    out = {'name': name, 'ord': ord_, 'sticky': False, 'rtl': False, 'font': 'Arial', 'size': 20, 'description': '', 'plainText': False, 'collapsed': False, 'excludeFromSearch': False}
    if tag is not None:
        out.update({'tag': tag, 'preventDeletion': True})
    return out


def shape(n, i, total):
    """Shape i of a note: a rect, an ellipse or a polygon, spread over the picture."""
    x = round(0.05 + 0.85 * (i % 10) / 10, 4)
    y = round(0.05 + 0.85 * ((i // 10) % 10) / 10, 4)
    kind = i % 3
    if kind == 0:
        body = f'rect:left={fmt(x)}:top={fmt(y)}:width=.05:height=.04'
    elif kind == 1:
        body = f'ellipse:left={fmt(x)}:top={fmt(y)}:rx=.03:ry=.02'
    else:
        body = f'polygon:left={fmt(x)}:top={fmt(y)}:points={fmt(x)},{fmt(y)} {fmt(x + 0.05)},{fmt(y)} {fmt(x + 0.025)},{fmt(y + 0.05)}'
    return f'{{{{c{i + 1}::image-occlusion:{body}:oi=1}}}}<br>'


def fmt(value):
    text = f'{value:.4f}'.rstrip('0').rstrip('.')
    return text[1:] if text.startswith('0.') else text


def main(argv):
    out = argv[0]
    notes = int(argv[argv.index('--notes') + 1]) if '--notes' in argv else 1
    shapes = int(argv[argv.index('--shapes') + 1]) if '--shapes' in argv else 3
    enhanced = '--enhanced' in argv
    hostile = '--hostile' in argv

    models = {
        str(IO_MID): {
            'id': IO_MID, 'name': 'Image Occlusion', 'type': 1, 'mod': 1722337061, 'usn': -1, 'sortf': 0, 'did': None,
            'tmpls': [{'name': 'Image Occlusion', 'ord': 0, 'qfmt': IO_FRONT, 'afmt': IO_BACK, 'bqfmt': '', 'bafmt': '', 'did': None, 'bfont': '', 'bsize': 0, 'id': 1}],
            'flds': [field('Occlusion', 0, 0), field('Image', 1, 1), field('Header', 2, 2), field('Back Extra', 3, 3), field('Comments', 4, 4)],
            'css': IO_CSS, 'latexPre': '', 'latexPost': '', 'latexsvg': False, 'req': [[0, 'any', [0, 1, 2]]], 'originalStockKind': 6,
        },
    }
    media = {'heart.png': png(64, 48)}
    if enhanced:
        ioe_fields = ['ID (hidden)', 'Header', 'Image', 'Question Mask', 'Footer', 'Remarks', 'Sources', 'Extra 1', 'Extra 2', 'Answer Mask', 'Original Mask']
        front = '{{#Image}}<div id="io-header">{{Header}}</div><div id="io-wrapper"><div id="io-overlay">{{Question Mask}}</div><div id="io-original">{{Image}}</div></div>{{/Image}}'
        back = '{{#Image}}<div id="io-header">{{Header}}</div><div id="io-wrapper"><div id="io-overlay">{{Answer Mask}}</div><div id="io-original">{{Image}}</div></div>{{#Footer}}<div id="io-footer">{{Footer}}</div>{{/Footer}}{{/Image}}'
        models[str(IOE_MID)] = {
            'id': IOE_MID, 'name': 'Image Occlusion Enhanced', 'type': 0, 'mod': 1500000000, 'usn': -1, 'sortf': 0, 'did': None,
            'tmpls': [{'name': 'IO Card', 'ord': 0, 'qfmt': front, 'afmt': back, 'bqfmt': '', 'bafmt': '', 'did': None}],
            'flds': [field(name, i) for i, name in enumerate(ioe_fields)],
            'css': '#io-wrapper { position: relative; } #io-overlay { position: absolute; top: 0; width: 100%; z-index: 3 }',
            'latexPre': '', 'latexPost': '', 'latexsvg': False, 'req': [[0, 'any', [2]]],
        }
        svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect x="4" y="4" width="20" height="10" fill="#FFEBA2" stroke="#2D2D2D"/></svg>'
        media['ioe-1-Q.svg'] = svg.encode()
        media['ioe-1-A.svg'] = svg.replace('FFEBA2', 'FF7E7E').encode()
        media['ioe-1-O.svg'] = svg.encode()
        media['ioe-orig.png'] = png(64, 48, (30, 160, 90))

    decks = {str(DECK_ID): {'id': DECK_ID, 'name': 'Anatomy', 'desc': '', 'dyn': 0, 'conf': 1, 'mod': 0, 'usn': -1}}
    handle, path = tempfile.mkstemp(suffix='.anki21')
    os.close(handle)
    try:
        db = sqlite3.connect(path)
        db.executescript("""
            CREATE TABLE col (id integer primary key, crt integer, mod integer, scm integer, ver integer, dty integer,
              usn integer, ls integer, conf text, models text, decks text, dconf text, tags text);
            CREATE TABLE notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text,
              flds text, sfld text, csum integer, flags integer, data text);
            CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer,
              type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer,
              left integer, odue integer, odid integer, flags integer, data text);
            CREATE TABLE revlog (id integer primary key, cid integer, usn integer, ease integer, ivl integer,
              lastIvl integer, factor integer, time integer, type integer);
            CREATE TABLE graves (usn integer, oid integer, type integer);
        """)
        db.execute("INSERT INTO col VALUES (1, 1700000000, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')", (json.dumps(models), json.dumps(decks)))
        card_id = 1
        note_id = 1_700_000_000_000

        def add(mid, guid, fields, ords, tags=''):
            nonlocal card_id, note_id
            note_id += 1
            db.execute('INSERT INTO notes VALUES (?, ?, ?, 1722337100, -1, ?, ?, ?, 0, 0, ?)', (note_id, guid, mid, tags, '\x1f'.join(fields), fields[0][:50], ''))
            for ord_ in ords:
                db.execute('INSERT INTO cards VALUES (?, ?, ?, ?, 0, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)', (card_id, note_id, DECK_ID, ord_, card_id, ''))
                card_id += 1

        for n in range(notes):
            occlusion = ''.join(shape(n, i, shapes) for i in range(shapes))
            if n == 0:
                occlusion += '{{c0::image-occlusion:text:left=.0286:top=.8483:fill=#000000:text=Heart\\: left side:scale=1.:fs=.1013:oi=1}}<br>'
            add(IO_MID, f'io{n:06d}', [occlusion, '<img src="heart.png">', f'Heart {n + 1}', 'Left ventricle', ''], range(shapes), ' anatomy ')
        if hostile:
            add(IO_MID, 'iohostile', ['{{c1::image-occlusion:rect:left=7:top=.1:width=.1:height=.1:oi=1}}<br>', '<img src="heart.png">', '<script>alert(1)</script>', '', ''], [0])
        if enhanced:
            add(IOE_MID, 'ioe000001', ['ioe-1', 'Old heart', '<img src="ioe-orig.png">', '<img src="ioe-1-Q.svg">', '', '', '', '', '', '<img src="ioe-1-A.svg">', '<img src="ioe-1-O.svg">'], [0])
        db.commit()
        db.close()
        with open(path, 'rb') as f:
            collection = f.read()
    finally:
        os.unlink(path)

    names = list(media)
    with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('collection.anki21', collection)
        z.writestr('media', json.dumps({str(i): name for i, name in enumerate(names)}))
        for i, name in enumerate(names):
            z.writestr(str(i), media[name])


if __name__ == '__main__':
    main(sys.argv[1:])
