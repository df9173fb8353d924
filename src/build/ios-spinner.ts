import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes telegram-ui's Spinner import our iOS spinner (src/ui/ios-spinner.tsx) instead of its own
 * iOS icons, whose SVG animation the CSP refuses in Firefox (and which weigh 4.4 KB). Only that
 * one import of that one file is redirected.
 */
const SPINNER =
  /@telegram-apps[\\/]telegram-ui[\\/]dist[\\/]components[\\/]Feedback[\\/]Spinner[\\/]Spinner\.js$/;

export function iosSpinnerWithinCsp(): Plugin {
  let standIn = resolve('src/ui/ios-spinner.tsx');
  return {
    name: 'ios-spinner-within-csp',
    enforce: 'pre',
    configResolved(config) {
      standIn = resolve(config.root, 'src/ui/ios-spinner.tsx');
    },
    resolveId(source, importer) {
      if (importer && SPINNER.test(importer) && /\/IOSSpinner\/IOSSpinner(\.js)?$/.test(source))
        return standIn;
      return null;
    },
  };
}
