import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Makes telegram-ui's Spinner import our on-demand iOS spinner (src/ui/ios-spinner.tsx) instead
 * of the iOS icons themselves, so other platforms never download them. Only that one import of
 * that one file is redirected; the stand-in imports the real component by its full path.
 */
const STAND_IN = fileURLToPath(new URL('../ui/ios-spinner.tsx', import.meta.url));
const SPINNER =
  /@telegram-apps[\\/]telegram-ui[\\/]dist[\\/]components[\\/]Feedback[\\/]Spinner[\\/]Spinner\.js$/;

export function iosSpinnerOnDemand(): Plugin {
  return {
    name: 'ios-spinner-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && SPINNER.test(importer) && /\/IOSSpinner\/IOSSpinner(\.js)?$/.test(source))
        return STAND_IN;
      return null;
    },
  };
}
