import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19 (13): the deploy headers of the real build (dist/, written by `npm run build` before
 * the browser tests) come from that build's page: `_headers` and the nginx snippet allow exactly
 * the inline scripts dist/index.html holds, by their hashes, and say what the page's <meta> says.
 */
const read = (file: string) => readFileSync(`dist/${file}`, 'utf8');
const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
const hashesIn = (policy: string) =>
  (/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '')
    .split(' ')
    .filter((s) => s.startsWith("'sha256-"))
    .sort();

describe('the build’s deploy headers', () => {
  const html = read('index.html');
  const headers = read('_headers');
  const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(headers)?.[1] ?? '';

  it("_headers' policy carries the hashes of the page's inline scripts, and no others", () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code!);
    // The early requests and the route preloader (src/build/route-preload.ts).
    expect(inline.length).toBeGreaterThanOrEqual(2);
    expect(hashesIn(policy)).toEqual(inline.map(sha).sort());
  });

  it("the page's <meta> policy is the header's, less what only a header can carry", () => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    expect(meta).toBe(policy.replace(/; frame-ancestors [^;]*$/, ''));
  });

  it('the nginx snippet sends the same headers', () => {
    const fromHeaders = [...headers.matchAll(/^ {2}([\w-]+): (.*)$/gm)].map(([, n, v]) => `${n}: ${v}`);
    const nginx = read('security-headers.nginx.conf');
    const fromNginx = [...nginx.matchAll(/^add_header ([\w-]+) "(.*)" always;$/gm)].map(
      ([, n, v]) => `${n}: ${v}`,
    );
    expect(fromNginx).toEqual(fromHeaders);
    expect(fromHeaders.length).toBe(4);
  });
});
