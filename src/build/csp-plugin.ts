import type { Plugin } from 'vite';
import { type CspEnv, cspText, securityHeaders } from '../lib/csp.ts';

/**
 * Writes the Content-Security-Policy into the production index.html right after `<meta charset>`,
 * ahead of every script, stylesheet and preload link, so it governs all of them. Build only: the
 * dev server injects inline scripts and styles (React refresh, CSS HMR) that the policy refuses.
 * A <meta> policy cannot carry `frame-ancestors`: the build also writes `dist/_headers` (the
 * format Netlify and Cloudflare Pages read) with the full header set; README's deploy section
 * shows it for other hosts.
 */
export function cspPlugin(base: CspEnv, inlineScriptHashes: () => string[] = () => []): Plugin {
  // The inline scripts' hashes are known only once the bundle exists (src/build/route-preload.ts).
  const env = (): CspEnv => ({
    ...base,
    scriptHashes: [...(base.scriptHashes ?? []), ...inlineScriptHashes()],
  });
  return {
    name: 'content-security-policy',
    apply: 'build',
    generateBundle() {
      const lines = securityHeaders(env()).map(([name, value]) => `  ${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: '_headers', source: `/*\n${lines.join('\n')}\n` });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const meta = `<meta http-equiv="Content-Security-Policy" content="${cspText(env())}" />`;
        const charset = /<meta charset=[^>]*>/i;
        return charset.test(html)
          ? html.replace(charset, (m) => `${m}\n    ${meta}`)
          : html.replace(/<head>/i, `<head>\n    ${meta}`);
      },
    },
  };
}
