// axe-core at 1280 px in the light theme, every page, modal and game state (issue 13). The phone
// width and the dark theme are their own files (a11y-mobile, a11y-dark), so the browser suite runs
// them side by side. The sweep itself is in e2e/a11ySweep.ts.
import { describeSweep } from './a11ySweep';

describeSweep('axe over every page, modal and game state (light theme)', [[false, 'light', true]] as const);
