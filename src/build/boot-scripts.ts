/**
 * The HTML's inline boot scripts (src/boot/), compiled from TypeScript at build time: each entry
 * and the app modules it imports bundled into one classic script (an IIFE: a module script would
 * wait for the parser), tree-shaken, lowered to the browser floor (src/build/browser-floor.ts) and
 * minified without the minifier raising the syntax again. What only the build knows (the files of
 * each route, the platform's URLs) is written in afterwards, as JSON, in place of the entry's
 * `declare const __NAME__` globals.
 */
import { resolve } from 'node:path';
import { build } from 'rolldown';
import { floorBrowsers, jsTargets } from './browser-floor.ts';

/** A boot entry's code with its injected values still to be written in. */
export interface BootScript {
  name: string;
  code: string;
}

/** `entry`: a file of src/boot/, by name; `root`: the project's. */
export async function compileBootScript(
  entry: string,
  target: string[] = jsTargets(floorBrowsers()),
  root: string = process.cwd(),
): Promise<BootScript> {
  const name = entry;
  const { output } = await build({
    input: resolve(root, 'src/boot', entry),
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    transform: { target },
    output: { format: 'iife', minify: { compress: { target } }, codeSplitting: false },
  });
  const [chunk, ...others] = output;
  if (!chunk || others.length > 0 || chunk.type !== 'chunk')
    throw new Error(`boot script ${name}: compiles to more than one file`);
  if (/^\s*(import|export)\b/m.test(chunk.code)) throw new Error(`boot script ${name}: not a classic script`);
  return { name, code: chunk.code.trim() };
}

/**
 * The script with each `__NAME__` it reads replaced by `values[NAME]` as JSON. Each must be read
 * exactly once (a copy would repeat the data; none means the entry and the build disagree).
 */
export function withInjected(script: BootScript, values: Record<string, unknown>): string {
  let code = script.code;
  for (const [key, value] of Object.entries(values)) {
    const placeholder = new RegExp(`\\b__${key}__\\b`, 'g');
    const reads = code.match(placeholder)?.length ?? 0;
    if (reads !== 1)
      throw new Error(`boot script ${script.name}: __${key}__ is read ${reads} times, not once`);
    // A function, so `$` in the data is not a replacement pattern; `<` escaped: the script is inline.
    code = code.replace(placeholder, () => JSON.stringify(value).replace(/</g, '\\u003c'));
  }
  const left = /\b__[A-Z]+__\b/.exec(code);
  if (left) throw new Error(`boot script ${script.name}: ${left[0]} has no value`);
  return code;
}
