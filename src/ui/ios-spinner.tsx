import { lazy, Suspense } from 'react';

/**
 * telegram-ui's iOS spinner draws three large SVG icons (~4.4 KB gzip) that only iOS and macOS
 * ever show. The build (src/build/ios-spinner.ts) points telegram-ui's Spinner at this
 * stand-in, which loads them on first use; an iOS launch preloads them at boot.
 */
const load = () =>
  import(
    '@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/components/IOSSpinner/IOSSpinner.js'
  ).then((m) => ({ default: m.IOSSpinner }));
const Icons = lazy(load);

export function preloadIOSSpinner(): void {
  load().catch(() => {});
}

export const IOSSpinner = ({ size }: { size: 's' | 'm' | 'l' }) => (
  <Suspense fallback={null}>
    <Icons size={size} />
  </Suspense>
);
