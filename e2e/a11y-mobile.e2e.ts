// axe-core at 375 px in the light theme (issue 13): the states that differ by width.
// The sweep itself is in e2e/a11ySweep.ts.
import { describeSweep } from './a11ySweep';

describeSweep('axe over the pages and states that differ on a phone (light theme)', [[true, 'light', false]] as const);
