/**
 * Built-ins the browser floor lacks (package.json's browserslist) that code calls without a
 * check: Object.hasOwn (Safari 15.4) in the Telegram SDK, @noble/hashes and our order routing;
 * AbortSignal.timeout (Safari 16, Chrome 103) in the sign-out. The entry imports this module
 * first, so they are in place before any other module runs. tests/unit/browser-floor.test.ts
 * finds any other such call in the build.
 */
if (typeof Object.hasOwn !== 'function') {
  Object.hasOwn = (object: object, key: PropertyKey) => Object.hasOwn(object, key);
}

if (typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout !== 'function') {
  AbortSignal.timeout = (ms: number) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), ms);
    return controller.signal;
  };
}
