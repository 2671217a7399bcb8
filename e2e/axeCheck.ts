// axe-core on the page as it is now: the serious and critical violations (rule and first
// targets), for tests of one screen (the full sweep is e2e/a11ySweep.ts).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Animations and transitions settle first (a dialog fading in, a focused button's colour), so
  // colours are measured at rest: on a busy machine axe otherwise reads a half-faded contrast.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
