import { useEffect, useState } from 'react';

// KaTeX on demand (docs/rich-cards.md): the typesetter module (typeset.ts, with KaTeX and its CSS) is a
// dynamic import, asked for only when a side with math is on screen, then kept for the session.

export type Typesetter = typeof import('./typeset');

let loaded: Typesetter | null = null;
let loading: Promise<Typesetter> | null = null;

export function loadTypesetter(): Promise<Typesetter> {
  loading ??= import('./typeset').then((module) => (loaded = module));
  // A failed chunk load (offline, a new deploy) may be tried again by the next side with math.
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * The typesetter for a side with math (null until it has loaded: the side shows its TeX source
 * meanwhile). It is fetched only once `load` is true (the side is near the viewport); once loaded
 * by any side, every side with math gets it at once.
 */
export function useTypesetter(hasMath: boolean, load = true): Typesetter | null {
  const [module, setModule] = useState<Typesetter | null>(loaded);
  useEffect(() => {
    if (!hasMath || !load || module) return;
    let live = true;
    loadTypesetter().then(
      (m) => live && setModule(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hasMath, load, module]);
  return hasMath ? (module ?? loaded) : null;
}
