import { useEffect, useState } from 'react';

// KaTeX on demand (DESIGN §18): the typesetter module (typeset.ts, with KaTeX and its CSS) is a
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

/** The typesetter when `needed`; null until it has loaded (the side shows its TeX source meanwhile). */
export function useTypesetter(needed: boolean): Typesetter | null {
  const [module, setModule] = useState<Typesetter | null>(loaded);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    loadTypesetter().then(
      (m) => live && setModule(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, module]);
  return needed ? module : null;
}
