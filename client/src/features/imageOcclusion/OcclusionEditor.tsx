import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { OCCLUSION_LIMITS, type Occlusion, type OcclusionPoint, type OcclusionSet } from '../../../../shared/imageOcclusion';
import {
  HANDLES,
  addProblem,
  boxFromDrag,
  boxOf,
  canGroup,
  canUngroup,
  dedupePoints,
  groupShapes,
  handlePoint,
  isArrow,
  isTooSmall,
  keyStep,
  makePolygon,
  makeShape,
  moveShapes,
  nextOrdinal,
  polygonFull,
  polygonReady,
  removeShapes,
  resizeShape,
  shapeName,
  ungroupShapes,
  type DrawKind,
  type Handle,
} from './geometry';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { namespace as ioNs } from '../../locales/imageOcclusion';
import styles from './OcclusionEditor.module.css';
import { ChoiceChip } from '../../components/ui/ChoiceChip';

// The image occlusion editor (docs/image-occlusion.md): plain SVG over the picture, driven by
// pointer events (mouse, pen and touch alike) and by the keyboard. Each shape is a tab stop
// named for screen readers ("Rectangle 2, card 1"); arrows move the focused shape (or the
// selection it belongs to), Shift+arrows resize, Space selects, Delete removes, Escape
// deselects; a live region says what changed. The model is the Occlusion field's own
// OcclusionSet, so what is drawn is what is saved.

type Tool = 'select' | DrawKind;

const TOOLS = [
  { tool: 'select', label: 'imageOcclusion.tool.select' },
  { tool: 'rect', label: 'imageOcclusion.tool.rect' },
  { tool: 'ellipse', label: 'imageOcclusion.tool.ellipse' },
  { tool: 'polygon', label: 'imageOcclusion.tool.polygon' },
] as const satisfies readonly { tool: Tool; label: string }[];

/** The button that adds the current tool's shape (a rectangle under Select). */
const ADD_LABELS = { select: 'imageOcclusion.add.rect', rect: 'imageOcclusion.add.rect', ellipse: 'imageOcclusion.add.ellipse', polygon: 'imageOcclusion.add.polygon' } as const;

/** The six level colours tell cards apart: a card's shapes share one. */
const CARD_COLOURS = ['--level-learning', '--level-mastered', '--level-confident', '--level-improving', '--level-almost', '--level-new'];
export const cardColour = (ordinal: number) => `var(${CARD_COLOURS[(Math.max(1, ordinal) - 1) % CARD_COLOURS.length]})`;

type Drag =
  | { kind: 'draw'; shape: 'rect' | 'ellipse'; from: OcclusionPoint; to: OcclusionPoint }
  | { kind: 'move'; from: OcclusionPoint; original: Occlusion[]; indices: number[]; moved: boolean; tapOff?: number }
  | { kind: 'resize'; from: OcclusionPoint; original: Occlusion[]; index: number; handle: Handle; moved: boolean };

export interface OcclusionEditorProps {
  imageUrl: string;
  value: OcclusionSet;
  onChange: (set: OcclusionSet) => void;
  disabled?: boolean;
}

export function OcclusionEditor({ imageUrl, value, onChange, disabled }: OcclusionEditorProps) {
  const t = useT(ioNs);
  const f = useFormat();
  // Rounded to whole percent, in the reader's digits and sign (docs/translating.md).
  const percent = (n: number) => f.number(n, { style: 'percent', maximumFractionDigits: 0 });
  const nameOf = (list: Occlusion[], index: number) => shapeName(list, index, t);
  const shapes = value.occlusions;
  const [tool, setTool] = useState<Tool>('rect');
  const [selected, setSelected] = useState<number[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [polygon, setPolygon] = useState<OcclusionPoint[]>([]);
  const [hover, setHover] = useState<OcclusionPoint | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [focusNext, setFocusNext] = useState<number | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const shapeRefs = useRef<(SVGGElement | null)[]>([]);
  const ids = { help: useId(), mode: useId() };

  // The picture's drawn size: the SVG's units are its pixels, so handles and strokes keep their size.
  useLayoutEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => {
      const img = el.querySelector('img');
      if (img && img.complete && img.naturalWidth > 0 && img.clientWidth > 0) setSize({ w: img.clientWidth, h: img.clientHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [imageUrl]);

  useEffect(() => {
    if (focusNext === null) return;
    const target = shapeRefs.current[Math.min(focusNext, shapes.length - 1)];
    if (target) target.focus();
    else svg.current?.focus();
    setFocusNext(null);
  }, [focusNext, shapes.length]);

  const say = (text: string) => setSaid(text);
  const update = (occlusions: Occlusion[]) => onChange({ ...value, occlusions });

  function pointOf(event: { clientX: number; clientY: number }): OcclusionPoint {
    const rect = svg.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  }

  function capture(event: ReactPointerEvent) {
    try {
      svg.current?.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the drag still works while it stays over the picture.
    }
  }

  function refuse(): boolean {
    const why = addProblem(shapes, t);
    setProblem(why);
    if (why) say(why);
    return why !== null;
  }

  function added(next: Occlusion[]) {
    update(next);
    setSelected([next.length - 1]);
    setProblem(null);
    say(t('imageOcclusion.said.added', { name: nameOf(next, next.length - 1) }));
  }

  function finishPolygon(points = polygon) {
    const pts = dedupePoints(points);
    if (!polygonReady(pts)) {
      say(t('imageOcclusion.said.threeCorners'));
      return;
    }
    setPolygon([]);
    setHover(null);
    if (refuse()) return;
    added([...shapes, makePolygon(pts, nextOrdinal(shapes))]);
  }

  function cancelPolygon() {
    setPolygon([]);
    setHover(null);
    say(t('imageOcclusion.said.polygonCancelled'));
  }

  function onStageDown(event: ReactPointerEvent<SVGSVGElement>) {
    if (disabled || event.button > 0) return;
    const at = pointOf(event);
    if (tool === 'select') {
      setSelected([]);
      return;
    }
    event.preventDefault();
    svg.current?.focus({ preventScroll: true });
    if (tool === 'polygon') {
      if (polygon.length === 0 && refuse()) return;
      const first = polygon[0];
      // A tap on the first corner closes the polygon (the way a finger can, without a double tap).
      if (first && polygon.length >= 3 && Math.hypot((at.x - first.x) * (size?.w ?? 1), (at.y - first.y) * (size?.h ?? 1)) < 12) return finishPolygon();
      if (polygonFull(polygon)) {
        setProblem(t('imageOcclusion.tooManyCorners', { max: String(OCCLUSION_LIMITS.maxPolygonPoints) }));
        return finishPolygon();
      }
      setPolygon([...polygon, at]);
      return;
    }
    if (refuse()) return;
    capture(event);
    setDrag({ kind: 'draw', shape: tool, from: at, to: at });
  }

  function onShapeDown(event: ReactPointerEvent<SVGGElement>, index: number) {
    if (disabled || tool !== 'select' || event.button > 0) return;
    event.stopPropagation();
    event.preventDefault();
    // A finger has no Shift key: on touch a tap adds a shape to the selection and a second tap
    // (without a drag) takes it out, so shapes can be grouped at 375 px too.
    const touch = event.pointerType !== 'mouse';
    const toggle = event.shiftKey || event.ctrlKey || event.metaKey;
    let next = selected;
    if (toggle && !touch) next = selected.includes(index) ? selected.filter((i) => i !== index) : [...selected, index];
    else if (!selected.includes(index)) next = touch ? [...selected, index] : [index];
    setSelected(next);
    shapeRefs.current[index]?.focus({ preventScroll: true });
    if (!next.includes(index)) return;
    capture(event);
    const tapOff = touch && selected.includes(index) ? index : undefined;
    setDrag({ kind: 'move', from: pointOf(event), original: shapes, indices: next, moved: false, tapOff });
  }

  function onHandleDown(event: ReactPointerEvent, index: number, handle: Handle) {
    if (disabled || event.button > 0) return;
    event.stopPropagation();
    event.preventDefault();
    capture(event);
    setDrag({ kind: 'resize', from: pointOf(event), original: shapes, index, handle, moved: false });
  }

  function onMove(event: ReactPointerEvent<SVGSVGElement>) {
    if (tool === 'polygon' && polygon.length > 0) setHover(pointOf(event));
    if (!drag) return;
    const at = pointOf(event);
    if (drag.kind === 'draw') return setDrag({ ...drag, to: at });
    update(finalShapes(drag, at));
    if (!drag.moved) setDrag({ ...drag, moved: true });
  }

  /** The shapes with a move or resize applied as far as the pointer at `at`. */
  function finalShapes(d: Exclude<Drag, { kind: 'draw' }>, at: OcclusionPoint): Occlusion[] {
    const dx = at.x - d.from.x;
    const dy = at.y - d.from.y;
    if (d.kind === 'move') return moveShapes(d.original, d.indices, dx, dy);
    return d.original.map((o, i) => (i === d.index ? resizeShape(o, d.handle, dx, dy) : o));
  }

  function onUp(event: ReactPointerEvent<SVGSVGElement>) {
    if (!drag) return;
    setDrag(null);
    // The browser may fold the last moves into the release: the shape ends where the pointer lifts.
    const end = event.type === 'pointerup' ? pointOf(event) : null;
    if (drag.kind === 'draw') {
      const box = boxFromDrag(drag.from, end ?? drag.to);
      if (isTooSmall(box)) return;
      added([...shapes, makeShape(drag.shape, box, nextOrdinal(shapes))]);
    } else if (drag.kind === 'move' && !drag.moved && drag.tapOff !== undefined) {
      setSelected(selected.filter((i) => i !== drag.tapOff));
    } else if (drag.moved) {
      const final = end ? finalShapes(drag, end) : shapes;
      if (final !== shapes) update(final);
      const first = drag.kind === 'move' ? drag.indices[0]! : drag.index;
      const b = boxOf(final[first]!);
      say(drag.kind === 'move' ? t('imageOcclusion.said.moved', { name: describe(drag.indices) }) : t('imageOcclusion.said.resized', { name: nameOf(final, first), width: percent(b.width), height: percent(b.height) }));
    }
  }

  function describe(indices: number[]): string {
    return indices.length === 1 ? nameOf(shapes, indices[0]!) : t('imageOcclusion.shapesN', { n: indices.length });
  }

  /** What a key on a shape acts on: the selection when the shape is in it, else the shape alone. */
  const targetsOf = (index: number) => (selected.includes(index) ? selected : [index]);

  function remove(indices: number[]) {
    const name = describe(indices);
    const next = removeShapes(shapes, indices);
    update(next);
    setSelected([]);
    setProblem(null);
    say(t('imageOcclusion.said.removed', { name }));
    setFocusNext(Math.min(...indices));
  }

  function onShapeKey(event: KeyboardEvent<SVGGElement>, index: number) {
    if (disabled) return;
    const targets = targetsOf(index);
    if (isArrow(event.key)) {
      event.preventDefault();
      const next = keyStep(shapes, targets, event.key, { shift: event.shiftKey, alt: event.altKey });
      update(next);
      const b = boxOf(next[index]!);
      const name = targets.length === 1 ? nameOf(next, index) : t('imageOcclusion.shapesN', { n: targets.length });
      say(
        event.shiftKey
          ? t('imageOcclusion.said.resized', { name, width: percent(b.width), height: percent(b.height) })
          : t('imageOcclusion.said.movedTo', { name, left: percent(b.left), top: percent(b.top) }),
      );
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(targets);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const on = !selected.includes(index);
      setSelected(on ? [...selected, index] : selected.filter((i) => i !== index));
      say(t(on ? 'imageOcclusion.said.selected' : 'imageOcclusion.said.notSelected', { name: nameOf(shapes, index) }));
    }
  }

  // Escape deselects (or drops a polygon being drawn) before it would close the dialog; Enter
  // closes a polygon. Handled on the whole editor so it works wherever focus is inside it.
  function onEditorKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape' && (polygon.length > 0 || selected.length > 0)) {
      event.stopPropagation();
      event.preventDefault();
      if (polygon.length > 0) return cancelPolygon();
      setSelected([]);
      say(t('imageOcclusion.said.nothingSelected'));
    } else if (event.key === 'Enter' && polygon.length > 0) {
      event.preventDefault();
      finishPolygon();
    }
  }

  /**
   * A shape without a pointer: the current tool's shape (a rectangle under Select) in the middle
   * of the picture, focused, for the arrows to move and Shift+arrows to size.
   */
  function addByButton() {
    if (refuse()) return;
    const kind: DrawKind = tool === 'select' ? 'rect' : tool;
    const offset = (shapes.length % 5) * 0.04;
    const box = { left: 0.4 + offset, top: 0.4 + offset, width: 0.2, height: 0.2 };
    const ordinal = nextOrdinal(shapes);
    const shape =
      kind === 'polygon'
        ? makePolygon([{ x: box.left + 0.1, y: box.top }, { x: box.left + 0.2, y: box.top + 0.2 }, { x: box.left, y: box.top + 0.2 }], ordinal)
        : makeShape(kind, box, ordinal);
    added([...shapes, shape]);
    setFocusNext(shapes.length);
  }

  function chooseTool(next: Tool) {
    if (polygon.length > 0) finishPolygon();
    setTool(next);
    // A fresh start: on touch, taps add to the selection, and a shape just drawn is not meant.
    setSelected([]);
  }

  function group() {
    const next = groupShapes(shapes, selected);
    update(next);
    say(t('imageOcclusion.said.grouped', { n: f.number(selected.length), card: String(next[selected[0]!]!.ordinal) }));
  }

  function ungroup() {
    const next = ungroupShapes(shapes, selected);
    update(next);
    say(t('imageOcclusion.said.ungrouped', { n: f.number(selected.length) }));
  }

  const single = selected.length === 1 && tool === 'select' ? selected[0]! : null;
  const draft = drag?.kind === 'draw' ? boxFromDrag(drag.from, drag.to) : null;
  const W = size?.w ?? 0;
  const H = size?.h ?? 0;
  const drawing = tool !== 'select';

  return (
    <div className={styles.editor} onKeyDown={onEditorKey} data-testid="occlusion-editor">
      <div className={styles.bar}>
        <div className={styles.tools} role="group" aria-label={t('imageOcclusion.tools')}>
          {TOOLS.map(({ tool: one, label }) => (
            <button key={one} type="button" className={`${styles.tool} ${tool === one ? styles.toolOn : ''}`} aria-pressed={tool === one} onClick={() => chooseTool(one)} disabled={disabled}>
              <ToolIcon tool={one} />
              {t(label)}
            </button>
          ))}
        </div>
        <div className={styles.tools} role="group" aria-label={t('imageOcclusion.shapes')}>
          <button type="button" className="btn btn-secondary btn-sm" onClick={addByButton} disabled={disabled}>
            {t(ADD_LABELS[tool])}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={group} disabled={disabled || !canGroup(shapes, selected)}>
            {t('imageOcclusion.group')}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={ungroup} disabled={disabled || !canUngroup(shapes, selected)}>
            {t('imageOcclusion.ungroup')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => remove(selected)} disabled={disabled || selected.length === 0}>
            {t('imageOcclusion.delete')}
          </button>
          {/* There from the polygon tool's start: appearing at the first corner, it would move the picture under the finger. */}
          {tool === 'polygon' && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => finishPolygon()} disabled={disabled || polygon.length < 3}>
              {t('imageOcclusion.finishPolygon')}
            </button>
          )}
        </div>
      </div>

      <div className={styles.stage} ref={stage}>
        <img className={styles.image} src={imageUrl} alt={t('imageOcclusion.pictureAlt')} draggable={false} onLoad={(e) => setSize({ w: e.currentTarget.clientWidth, h: e.currentTarget.clientHeight })} />
        {size && (
          <svg
            ref={svg}
            className={`${styles.svg} ${drawing ? styles.drawing : ''}`}
            width={W}
            height={H}
            viewBox={`0 0 ${W} ${H}`}
            tabIndex={-1}
            role="group"
            aria-label={t('imageOcclusion.shapesOnPicture', { n: f.number(shapes.length) })}
            onPointerDown={onStageDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
            onDoubleClick={() => tool === 'polygon' && polygon.length > 0 && finishPolygon()}
          >
            {shapes.map((o, i) => {
              if (o.shape === 'text') {
                return (
                  <text key={i} x={o.left * W} y={o.top * H} className={styles.label} aria-hidden="true">
                    {o.text}
                  </text>
                );
              }
              const b = boxOf(o);
              const on = selected.includes(i);
              return (
                <g
                  key={i}
                  ref={(el) => {
                    shapeRefs.current[i] = el;
                  }}
                  tabIndex={disabled ? -1 : 0}
                  role="button"
                  aria-pressed={on}
                  aria-label={nameOf(shapes, i)}
                  aria-describedby={ids.help}
                  className={`${styles.shape} ${on ? styles.selected : ''} ${drawing ? styles.passThrough : ''}`}
                  style={{ ['--card' as string]: cardColour(o.ordinal) }}
                  data-shape={o.shape}
                  data-card={o.ordinal}
                  onPointerDown={(e) => onShapeDown(e, i)}
                  onKeyDown={(e) => onShapeKey(e, i)}
                >
                  <FocusRing o={o} W={W} H={H} />
                  <ShapeOutline o={o} W={W} H={H} />
                  <text x={(b.left + b.width / 2) * W} y={(b.top + b.height / 2) * H} className={styles.cardNumber} aria-hidden="true">
                    {o.ordinal}
                  </text>
                </g>
              );
            })}
            {single !== null && shapes[single] && shapes[single]!.shape !== 'text' && (
              <g aria-hidden="true">
                {HANDLES.map((handle) => {
                  const p = handlePoint(boxOf(shapes[single]!), handle);
                  return (
                    <g key={handle} className={styles.handle} data-handle={handle} style={{ cursor: `${handle}-resize` }} onPointerDown={(e) => onHandleDown(e, single, handle)}>
                      <circle cx={p.x * W} cy={p.y * H} r={14} className={styles.handleHit} />
                      <rect x={p.x * W - 5} y={p.y * H - 5} width={10} height={10} rx={2} className={styles.handleMark} />
                    </g>
                  );
                })}
              </g>
            )}
            {draft && (drag?.kind === 'draw' && drag.shape === 'ellipse' ? <ellipse className={styles.draft} cx={(draft.left + draft.width / 2) * W} cy={(draft.top + draft.height / 2) * H} rx={(draft.width / 2) * W} ry={(draft.height / 2) * H} /> : <rect className={styles.draft} x={draft.left * W} y={draft.top * H} width={draft.width * W} height={draft.height * H} />)}
            {polygon.length > 0 && (
              <g aria-hidden="true">
                <polyline className={styles.draft} points={[...polygon, ...(hover ? [hover] : [])].map((p) => `${p.x * W},${p.y * H}`).join(' ')} />
                {polygon.map((p, i) => (
                  <circle key={i} cx={p.x * W} cy={p.y * H} r={i === 0 ? 7 : 4} className={styles.corner} />
                ))}
              </g>
            )}
          </svg>
        )}
      </div>

      <p id={ids.help} className={styles.help}>
        {t(tool === 'polygon' ? 'imageOcclusion.helpPolygon' : 'imageOcclusion.help')}
      </p>
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}

      <fieldset className={styles.mode}>
        <legend id={ids.mode}>{t('imageOcclusion.mode')}</legend>
        {(
          [
            [true, 'imageOcclusion.hideAll'],
            [false, 'imageOcclusion.hideOne'],
          ] as const
        ).map(([hideAll, label]) => (
          <ChoiceChip key={label} name={`${ids.mode}-mode`} checked={value.hideAllGuessOne === hideAll} onChange={() => onChange({ ...value, hideAllGuessOne: hideAll })} disabled={disabled}>
            {t(label)}
          </ChoiceChip>
        ))}
      </fieldset>
      <p className={styles.count} data-testid="occlusion-count">
        {t('imageOcclusion.count', { shapes: shapes.length, cards: new Set(shapes.filter((o) => o.ordinal > 0).map((o) => o.ordinal)).size })}
      </p>
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="occlusion-said">
        {said}
      </div>
    </div>
  );
}

function ShapeOutline({ o, W, H }: { o: Occlusion; W: number; H: number }) {
  if (o.shape === 'ellipse') return <ellipse className={styles.mask} cx={(o.left + (o.rx ?? 0)) * W} cy={(o.top + (o.ry ?? 0)) * H} rx={(o.rx ?? 0) * W} ry={(o.ry ?? 0) * H} />;
  if (o.shape === 'polygon') return <polygon className={styles.mask} points={(o.points ?? []).map((p) => `${p.x * W},${p.y * H}`).join(' ')} />;
  return <rect className={styles.mask} x={o.left * W} y={o.top * H} width={(o.width ?? 0) * W} height={(o.height ?? 0) * H} />;
}

/**
 * The keyboard focus: a ring around the shape's box (SVG shapes draw no outline of their own),
 * shown by CSS on :focus-visible. Not state: a render on blur would change the page while focus
 * is between two shapes, and the dialog takes a focus it finds lost then.
 */
function FocusRing({ o, W, H }: { o: Occlusion; W: number; H: number }) {
  const b = boxOf(o);
  return <rect className={styles.focusRing} x={b.left * W - 4} y={b.top * H - 4} width={b.width * W + 8} height={b.height * H + 8} rx={4} aria-hidden="true" />;
}

function ToolIcon({ tool }: { tool: Tool }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.icon}>
      {tool === 'select' && <path d="M3 2l9 5-4 1.2L6.5 13z" />}
      {tool === 'rect' && <rect x="2" y="3.5" width="12" height="9" rx="1" />}
      {tool === 'ellipse' && <ellipse cx="8" cy="8" rx="6" ry="4.5" />}
      {tool === 'polygon' && <path d="M8 2l6 4.5-2.3 7H4.3L2 6.5z" />}
    </svg>
  );
}
