import { type ComponentType, createElement, lazy } from 'react';

/**
 * A lazily loaded screen that can be loaded ahead of rendering. Once loaded it renders directly,
 * without suspending: React keeps a Suspense fallback on screen for at least ~500 ms before
 * revealing content that resolved right after it, so a first screen whose code is already here
 * (the start chunk) would otherwise flash the splash and lose half a second.
 */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (err: unknown) => {
        pending = undefined; // a failed chunk load may be retried
        throw err;
      },
    );
    return pending;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  const Screen = () => createElement(loaded ?? Suspending);
  return Object.assign(Screen, { preload });
}

export function isLazyScreen(c: unknown): c is LazyScreen {
  return typeof c === 'function' && typeof (c as Partial<LazyScreen>).preload === 'function';
}
