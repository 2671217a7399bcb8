// axe-core at 1280 and 375 px in the dark theme (issue 13): every colour pair meets AA there too.
// The sweep itself is in e2e/a11ySweep.ts.
import { describeSweep } from './a11ySweep';

describeSweep('axe over every page, modal and game state (dark theme)', [
  [false, 'dark', false],
  [true, 'dark', false],
] as const);
