import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { cspPlugin } from '../../src/build/csp-plugin';

/**
 * Issue 19 (13): the deploy headers come from the build output alone. The policy's script hashes
 * are those of the inline scripts actually in the written index.html, whoever put them there, and
 * every file that carries the headers (the page's <meta>, `_headers`, the nginx snippet) is
 * written from that one policy. README points at the files instead of a copy that goes stale.
 */
const REAL = {
  VITE_API_URL: 'https://core.example.com',
  VITE_API_V2_URL: 'https://v2.example.com',
  VITE_API_TOTP_URL: 'https://totp.example.com',
};
const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

const EARLY = '(function(){window.early=1})();';
const PRELOAD = 'var a="</scr"+"ipt>";document.head.appendChild(document.createElement("link"))';
const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>${EARLY}</script>
    <title>App</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <script>${PRELOAD}</script>
    <script type="application/json" id="data">{"not":"code"}</script>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Runs the plugin's bundle step on a bundle holding `html`, as Vite does after writing the page. */
async function build(html: string) {
  const plugin = cspPlugin(REAL) as Plugin;
  const bundle: Rollup.OutputBundle = {
    'index.html': { type: 'asset', fileName: 'index.html', source: html } as Rollup.OutputAsset,
  };
  const emitted: Record<string, string> = {};
  const context = {
    emitFile(file: { fileName: string; source: string }) {
      emitted[file.fileName] = file.source;
      return file.fileName;
    },
  };
  const hook = plugin.generateBundle as
    | ((this: unknown, o: unknown, b: Rollup.OutputBundle) => unknown)
    | { handler: (this: unknown, o: unknown, b: Rollup.OutputBundle) => unknown };
  await (typeof hook === 'function' ? hook : hook.handler).call(context, {}, bundle);
  const page = String((bundle['index.html'] as Rollup.OutputAsset).source);
  return { page, emitted };
}

const headerPolicy = (headers: string) => /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';
const scriptSrc = (policy: string) =>
  (/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ').filter((s) => s.startsWith("'sha256-"));

describe('deploy headers are written from the built page', () => {
  it("the policy allows exactly the page's inline scripts, by their hashes", async () => {
    const { emitted } = await build(HTML);
    const policy = headerPolicy(emitted._headers ?? '');
    expect(scriptSrc(policy).sort()).toEqual([sha(EARLY), sha(PRELOAD)].sort());
    expect(policy).toContain(
      'connect-src https://core.example.com https://v2.example.com https://totp.example.com',
    );
    expect(policy).toContain('frame-ancestors https://web.telegram.org');
  });

  it('the page carries the same policy in a <meta> ahead of every script (without frame-ancestors)', async () => {
    const { page, emitted } = await build(HTML);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(page);
    expect(meta).not.toBeNull();
    expect(page.indexOf(meta![0])).toBeLessThan(page.indexOf('<script'));
    expect(page.indexOf('<meta charset')).toBeLessThan(page.indexOf(meta![0]));
    expect(meta![1]).toBe(headerPolicy(emitted._headers!).replace(/; frame-ancestors [^;]*$/, ''));
  });

  it('an nginx snippet carries the same headers as _headers', async () => {
    const { emitted } = await build(HTML);
    const fromHeaders = [...emitted._headers!.matchAll(/^ {2}([\w-]+): (.*)$/gm)].map(([, n, v]) => [n, v]);
    expect(fromHeaders.map(([n]) => n)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ]);
    const nginx = emitted['security-headers.nginx.conf'] ?? '';
    const fromNginx = [...nginx.matchAll(/^add_header ([\w-]+) "(.*)" always;$/gm)].map(([, n, v]) => [n, v]);
    expect(fromNginx).toEqual(fromHeaders);
  });

  it('a page with no inline script gets no hash at all', async () => {
    const { emitted } = await build(HTML.replace(/<script>[\s\S]*?<\/script>/g, ''));
    expect(/script-src ([^;]*)/.exec(headerPolicy(emitted._headers!))?.[1]).toBe("'self'");
  });
});

describe('README', () => {
  it('points at the generated files instead of a pasted policy', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('### Security headers'), readme.indexOf('### Register it'));
    expect(section).toContain('dist/_headers');
    expect(section).toContain('dist/security-headers.nginx.conf');
    expect(section).not.toMatch(/Content-Security-Policy: default-src/);
  });
});
