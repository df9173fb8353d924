import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { type CspEnv, cspText, securityHeaders } from '../lib/csp.ts';

/** The nginx form of the headers, beside Netlify/Cloudflare's `_headers`. */
const NGINX_HEADERS_FILE = 'security-headers.nginx.conf';

/**
 * Writes the Content-Security-Policy and the deploy headers from the built page itself, once
 * Vite has written index.html (every HTML transform done): the policy's script hashes are those
 * of the inline scripts actually in it, whoever put them there, so the headers cannot go stale.
 * From that one policy: a <meta> right after `<meta charset>`, ahead of every script, stylesheet
 * and preload link; `dist/_headers` (the format Netlify and Cloudflare Pages read) with the full
 * header set, since a <meta> policy cannot carry `frame-ancestors`; and the same headers as an
 * nginx snippet for other hosts. Build only: the dev server injects inline scripts and styles
 * (React refresh, CSS HMR) that the policy refuses.
 */
export function cspPlugin(base: CspEnv): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('content-security-policy: the build wrote no index.html');
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        const env: CspEnv = {
          ...base,
          scriptHashes: [...(base.scriptHashes ?? []), ...inlineScripts(html).map(sha256Source)],
        };
        page.source = withPolicyMeta(html, cspText(env));
        const headers = securityHeaders(env);
        this.emitFile({ type: 'asset', fileName: '_headers', source: netlifyHeaders(headers) });
        this.emitFile({ type: 'asset', fileName: NGINX_HEADERS_FILE, source: nginxHeaders(headers) });
      },
    },
  };
}

/** Script types a browser runs (an inline JSON data block is not code and needs no hash). */
const EXECUTED = /^(module|importmap|(text|application)\/(java|ecma)script)?$/i;

/** The text of each inline script the browser runs, exactly as written (what CSP hashes). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attrs = '']) => !/\bsrc\s*=/i.test(attrs))
    .filter(([, attrs = '']) => EXECUTED.test(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? ''))
    .map(([, , code = '']) => code);
}

const sha256Source = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const charset = /<meta charset=[^>]*>/i;
  return charset.test(html)
    ? html.replace(charset, (m) => `${m}\n    ${meta}`)
    : html.replace(/<head>/i, `<head>\n    ${meta}`);
}

type Headers = [name: string, value: string][];

function netlifyHeaders(headers: Headers): string {
  return `/*\n${headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;
}

function nginxHeaders(headers: Headers): string {
  const lines = headers.map(
    ([name, value]) => `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`,
  );
  return [
    '# The security headers of this build, for every response (written by src/build/csp-plugin.ts).',
    '# nginx: `include` this file in the server block; a location with add_header of its own',
    '# must include it again (nginx then drops the inherited ones).',
    ...lines,
    '',
  ].join('\n');
}
