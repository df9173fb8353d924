/**
 * A local stand-in for Cloudflare Turnstile's script (there is no internet in tests): the browser
 * journeys answer https://challenges.cloudflare.com/turnstile/v0/api.js with this text through
 * Playwright's request routing, so the app loads it from the provider's real origin under the
 * build's real CSP. It implements the documented explicit-render API the app uses: the `onload`
 * callback named in the script URL, `turnstile.render(el, { sitekey, callback, 'expired-callback',
 * 'error-callback' })`, `reset(id)` and `remove(id)`. Its widget is a button ("Verify you are
 * human") that hands out a token the sandbox accepts (`sandbox-pass.<random>`, once). Tests steer
 * it through `window.__captchaStandIn`: `expire()`, `fail()`, and `nextToken` for a token the
 * platform will refuse. No inline styles: the app's CSP refuses style attributes.
 */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export const CAPTCHA_STAND_IN = `(() => {
  const src = document.currentScript && document.currentScript.src;
  const onload = src ? new URL(src).searchParams.get('onload') : null;
  const widgets = new Map();
  let seq = 0;
  const control = { sitekeys: [], renders: 0, nextToken: null, expire() {}, fail() {} };
  const last = () => [...widgets.values()].at(-1);
  control.expire = () => { const w = last(); if (w) { w.reset(); w.params['expired-callback'] && w.params['expired-callback'](); } };
  control.fail = () => { const w = last(); if (w) { w.reset(); w.params['error-callback'] && w.params['error-callback'](); } };
  window.__captchaStandIn = control;
  window.turnstile = {
    render(el, params) {
      const id = 'w' + ++seq;
      control.sitekeys.push(params.sitekey);
      control.renders += 1;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'captcha-stand-in';
      button.setAttribute('aria-pressed', 'false');
      button.textContent = 'Verify you are human';
      const reset = () => { button.setAttribute('aria-pressed', 'false'); button.textContent = 'Verify you are human'; button.disabled = false; };
      button.addEventListener('click', () => {
        const token = control.nextToken || 'sandbox-pass.' + Math.random().toString(36).slice(2, 14).padEnd(8, 'x');
        control.nextToken = null;
        button.setAttribute('aria-pressed', 'true');
        button.textContent = 'Verified';
        button.disabled = true;
        params.callback && params.callback(token);
      });
      el.append(button);
      widgets.set(id, { el, button, params, reset });
      return id;
    },
    reset(id) { const w = widgets.get(id); if (w) w.reset(); },
    remove(id) { const w = widgets.get(id); if (w) { w.button.remove(); widgets.delete(id); } },
  };
  if (onload && typeof window[onload] === 'function') setTimeout(() => window[onload](), 0);
})();`;
