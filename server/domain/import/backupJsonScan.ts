// A streaming reader of a Cardcade backup's `cardcade.json` (issue 31, docs/security.md). The file of
// a 1.4M-review account is ~300 MB: parsed whole it needed the text, the object tree and the
// cached copy at once (over 1 GB), and it passed the 256 MB cap on the member. So the bytes are
// scanned as they inflate, and split in two:
// - every element of `decks[i].cards` and `decks[i].reviewLogs` is handed on as its own JSON
//   text (at most `elementMaxBytes`), for the caller to parse, check and store;
// - everything else (the head, the media list, each deck's fields) is kept as one "skeleton"
//   text, those arrays left empty (at most `skeletonMaxBytes`), for JSON.parse and the schema.
// Memory is then one element and the skeleton, whatever the file's size; the work is one pass
// over the bytes. The scanner only follows strings and brackets (the structural bytes are ASCII,
// so UTF-8 is scanned as bytes); JSON.parse of each piece checks the rest of the syntax.

export type StreamedArray = 'cards' | 'reviewLogs';

export interface ScanLimits {
  /** One card or review log, as JSON bytes. */
  elementMaxBytes: number;
  /** Everything outside the cards and review logs. */
  skeletonMaxBytes: number;
}

export interface ScanHandlers {
  /** An element's JSON bytes (only valid during the call), or null when elements are only counted. */
  element(array: StreamedArray, deck: number, bytes: Uint8Array | null): void;
  /** The end of one deck's array. */
  arrayEnd?(array: StreamedArray, deck: number): void;
}

/** Not JSON, or brackets that do not match. */
export class BackupJsonSyntaxError extends Error {}
/** A key the reader splits on appears twice in one object (JSON.parse would keep the last one). */
export class BackupJsonRepeatedKey extends Error {
  constructor(readonly path: string) {
    super(`repeated key ${path}`);
  }
}
/** A part over its cap. */
export class BackupJsonPartTooLarge extends Error {
  constructor(readonly part: 'element' | 'skeleton') {
    super(`${part} too large`);
  }
}

type Role = 'root' | 'decks' | 'deck' | 'stream' | 'other';

interface Frame {
  object: boolean;
  role: Role;
  /** Objects: the next string is a key. */
  expectKey: boolean;
  /** Objects with a role: the last key read (only keys up to KEY_MAX bytes are told apart). */
  key: string;
  /** Arrays: elements started so far. */
  count: number;
  /** 'deck': its index in `decks`; 'stream': the deck it belongs to. */
  deck: number;
  /** 'stream': which array. */
  array: StreamedArray;
  /** Keys of a 'root' or 'deck' object that open split arrays, to refuse them twice. */
  seen: Set<string> | null;
}

const KEY_MAX = 16;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** A byte buffer that grows by doubling, up to a cap. */
class Bytes {
  data = new Uint8Array(4096);
  length = 0;
  constructor(
    private readonly cap: number,
    private readonly part: 'element' | 'skeleton',
    readonly keep: boolean,
  ) {}
  append(bytes: Uint8Array, from: number, to: number) {
    const n = to - from;
    if (n <= 0) return;
    if (this.length + n > this.cap) throw new BackupJsonPartTooLarge(this.part);
    if (this.keep) {
      if (this.length + n > this.data.length) {
        let size = this.data.length * 2;
        while (size < this.length + n) size *= 2;
        const grown = new Uint8Array(size);
        grown.set(this.data.subarray(0, this.length));
        this.data = grown;
      }
      this.data.set(bytes.subarray(from, to), this.length);
    }
    this.length += n;
  }
  view() {
    return this.data.subarray(0, this.length);
  }
}

export class BackupJsonScanner {
  private readonly stack: Frame[] = [];
  private inString = false;
  private escaped = false;
  /** Bytes of the key being read (null: not reading a tracked key). */
  private keyBytes: number[] | null = null;
  private rootSeen = false;
  /** The stack depth of the split array being read, or 0. */
  private streamDepth = 0;
  private readonly element: Bytes;
  private elementOpen = false;
  private readonly skeleton: Bytes;

  constructor(
    limits: ScanLimits,
    private readonly handlers: ScanHandlers,
    options: { keepElements: boolean; keepSkeleton: boolean },
  ) {
    this.element = new Bytes(limits.elementMaxBytes, 'element', options.keepElements);
    this.skeleton = new Bytes(limits.skeletonMaxBytes, 'skeleton', options.keepSkeleton);
  }

  push(chunk: Uint8Array): void {
    // Bytes go to the skeleton or to the element being read, copied a run at a time: `from` is
    // where the current run started; separators between elements go nowhere.
    let from = 0;
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const byte = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.endString();
        else if (this.keyBytes && this.keyBytes.length <= KEY_MAX) this.keyBytes.push(byte);
        continue;
      }
      if (this.streamDepth !== 0 && this.stack.length === this.streamDepth) {
        // Between the elements of a split array: a comma ends one, `]` ends the array.
        if (isSpace(byte)) continue;
        if (byte === 0x2c || byte === 0x5d) {
          if (this.elementOpen) this.element.append(chunk, from, i);
          this.endElement(byte === 0x5d);
          from = i + 1;
          if (byte === 0x5d) {
            this.closeStream();
            // The array stays in the skeleton, empty: its `]` starts the skeleton's next run.
            from = i;
          }
          continue;
        }
        if (!this.elementOpen) {
          this.elementOpen = true;
          from = i;
        }
      }
      switch (byte) {
        case QUOTE:
          this.inString = true;
          this.keyBytes = this.readsKey() ? [] : null;
          break;
        case 0x7b: // {
        case 0x5b: // [
          if (this.open(byte === 0x7b)) {
            // A split array's `[` ends the skeleton's run; its elements start after it.
            this.skeleton.append(chunk, from, i + 1);
            from = i + 1;
          }
          break;
        case 0x7d: // }
        case 0x5d: // ]
          this.close(byte === 0x7d);
          break;
        case 0x3a: // :
        case 0x2c: {
          // ,
          const top = this.stack[this.stack.length - 1];
          if (top?.object) top.expectKey = byte === 0x2c;
          break;
        }
        default:
          break;
      }
    }
    if (this.streamDepth !== 0) {
      if (this.elementOpen) this.element.append(chunk, from, n);
    } else {
      this.skeleton.append(chunk, from, n);
    }
  }

  /** The skeleton's bytes once every chunk is pushed; throws if the JSON is not closed. */
  end(): Uint8Array {
    if (this.inString || this.stack.length !== 0 || !this.rootSeen) throw new BackupJsonSyntaxError('unexpected end');
    return this.skeleton.view();
  }

  private readsKey() {
    const top = this.stack[this.stack.length - 1];
    return top !== undefined && top.object && top.expectKey && (top.role === 'root' || top.role === 'deck');
  }

  private endString() {
    this.inString = false;
    if (this.keyBytes) {
      const top = this.stack[this.stack.length - 1];
      // A key with an escape is not one the reader splits on (the skeleton check catches it).
      top.key = this.keyBytes.length > KEY_MAX || this.keyBytes.includes(BACKSLASH) ? '' : String.fromCharCode(...this.keyBytes);
      this.keyBytes = null;
    }
  }

  /** Pushes a frame; true when it is a split array. */
  private open(object: boolean): boolean {
    const parent = this.stack[this.stack.length - 1];
    let role: Role = 'other';
    let deck = -1;
    let array: StreamedArray = 'cards';
    if (!parent) {
      if (object && !this.rootSeen) role = 'root';
      this.rootSeen = true;
    } else if (parent.role === 'root' && !object && !parent.expectKey && parent.key === 'decks') {
      this.once(parent, 'decks', 'decks');
      role = 'decks';
    } else if (parent.role === 'decks') {
      // Only objects are decks (anything else fails the schema); each is counted for its index.
      deck = parent.count++;
      if (object) role = 'deck';
    } else if (parent.role === 'deck' && !object && !parent.expectKey && (parent.key === 'cards' || parent.key === 'reviewLogs')) {
      this.once(parent, parent.key, `decks.${parent.deck}.${parent.key}`);
      role = 'stream';
      array = parent.key;
      deck = parent.deck;
    }
    this.stack.push({ object, role, expectKey: object, key: '', count: 0, deck, array, seen: role === 'root' || role === 'deck' ? new Set() : null });
    if (role === 'stream') this.streamDepth = this.stack.length;
    return role === 'stream';
  }

  /** A split key's second appearance is refused: JSON.parse would have kept only the last. */
  private once(parent: Frame, key: string, path: string) {
    if (parent.seen!.has(key)) throw new BackupJsonRepeatedKey(path);
    parent.seen!.add(key);
  }

  private close(object: boolean) {
    const top = this.stack.pop();
    if (!top || top.object !== object) throw new BackupJsonSyntaxError('brackets do not match');
  }

  private endElement(arrayEnds: boolean) {
    const top = this.stack[this.stack.length - 1];
    if (!this.elementOpen) {
      // `[]` is an empty array; `[,` `,,` and `,]` are not JSON.
      if (!arrayEnds || top.count > 0) throw new BackupJsonSyntaxError('empty element');
      return;
    }
    top.count++;
    this.handlers.element(top.array, top.deck, this.element.keep ? this.element.view() : null);
    this.element.length = 0;
    this.elementOpen = false;
  }

  private closeStream() {
    const top = this.stack.pop()!;
    this.streamDepth = 0;
    this.handlers.arrayEnd?.(top.array, top.deck);
  }
}
