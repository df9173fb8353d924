import type { StandInRow } from './state.ts';

/**
 * The sandbox's stand-in for the Sumsub / Persona verification UI: one self-contained HTML page
 * (no external resources) opened by the app in an iframe or a window. It tells its parent (or
 * opener) what happened with `postMessage({ source: 'sandbox-kyc', event, token, outcome })`,
 * where event is 'completed' or 'canceled'.
 */
/** Where the page is, under the sandbox's /__sandbox prefix (its form posts back to it). */
export const STAND_IN_PATH = '/kyc/verify';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

const STYLE = `
body{font:16px/1.4 system-ui,-apple-system,sans-serif;margin:0;padding:20px;background:#f4f4f7;color:#111}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:14px;padding:20px;box-shadow:0 1px 4px #0001}
h1{font-size:20px;margin:0 0 8px} p{margin:8px 0;color:#444} small{color:#666}
label{display:block;margin:16px 0 6px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #ccc;border-radius:10px;font-size:16px}
button{display:block;width:100%;padding:12px;margin-top:10px;border:0;border-radius:10px;font-size:16px;cursor:pointer}
.primary{background:#2481cc;color:#fff}.ok{background:#31b545;color:#fff}.bad{background:#e53935;color:#fff}
.neutral{background:#eceff1;color:#111} .tag{display:inline-block;padding:2px 8px;border-radius:8px;background:#fff3cd;font-size:13px}
`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

/** The document's name fields, filled with what the account already says. */
export function standInForm(row: StandInRow, firstName: string, lastName: string): string {
  const provider = row.provider === 'sumsub' ? 'Sumsub' : 'Persona';
  return page(
    'Sandbox identity check',
    `<span class="tag">Sandbox</span>
<h1>Identity check</h1>
<p>This page stands in for ${provider} in the sandbox. Nothing is uploaded.</p>
<p><small>The result follows the first name (test names: <b>Decline</b>, <b>Soft Reject</b>, <b>Hold</b>, <b>Reject</b>, <b>Double</b>, <b>Review</b>; any other name is approved), or press an outcome button.</small></p>
<form method="post" action="/__sandbox/kyc/verify">
<input type="hidden" name="token" value="${esc(row.token)}">
<label for="first_name">First name</label>
<input id="first_name" name="first_name" value="${esc(firstName)}" autocomplete="off">
<label for="last_name">Last name</label>
<input id="last_name" name="last_name" value="${esc(lastName)}" autocomplete="off">
<button class="primary" name="outcome" value="NAME">Submit verification</button>
<button class="ok" name="outcome" value="APPROVED">Approve</button>
<button class="bad" name="outcome" value="DECLINED">Decline</button>
<button class="neutral" name="outcome" value="SOFT_REJECT">Soft reject (retry)</button>
<button class="neutral" name="outcome" value="HOLD">Hold for review</button>
<button class="neutral" name="outcome" value="CANCEL">Cancel</button>
</form>`,
  );
}

export function standInResult(row: StandInRow, outcome: string): string {
  const canceled = outcome === 'CANCEL';
  const message = {
    source: 'sandbox-kyc',
    event: canceled ? 'canceled' : 'completed',
    token: row.token,
    outcome,
  };
  return page(
    canceled ? 'Verification canceled' : 'Verification submitted',
    canceled
      ? '<h1>Verification canceled</h1><p>You can return to the app.</p>'
      : `<h1>Verification submitted</h1><p>The result will be ready in a few seconds. You can return to the app.</p>`,
    `(function(){var m=${JSON.stringify(message)};var t=window.opener||(window.parent!==window?window.parent:null);if(t){t.postMessage(m,'*');}if(window.opener){setTimeout(function(){window.close();},800);}})();`,
  );
}

export function standInError(message: string): string {
  return page('Verification link', `<h1>This link does not work</h1><p>${esc(message)}</p>`);
}
