// SVG presentation attributes do not resolve CSS variables everywhere, so charts read the token
// values once at draw time (tokens.css stays the single source of colours).
export function cssColor(variable: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim() || fallback;
}
