#!/usr/bin/env node
// Measures the production build in dist/ (run `vite build` first).
//   initial JS = every script dist/index.html loads (module entry, modulepreload links, the SW
//                registration script) plus every chunk those import statically, transitively.
//   lazy       = chunks reached only through dynamic import(); worker = Web Worker bundles;
//   service worker = sw.js and the Workbox runtime (run off the page, not counted).
// Sizes are gzip level 9 (node:zlib). `--check` exits 1 when initial JS exceeds the budget.
// `--json` prints the measurement as JSON. Also importable: measureBundle(), formatBundleTable().
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The initial-JavaScript budget, gzip bytes. */
export const INITIAL_JS_BUDGET = 160 * 1024;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;
const toPosix = (p) => p.split(sep).join('/');

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

/** Resolves a URL found in the build (relative to `fromFile`, or to the build root if it starts with /). */
function resolveInDist(dist, fromFile, url) {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null; // external
  const clean = url.split(/[?#]/)[0];
  const rel = clean.startsWith('/')
    ? clean.slice(1)
    : posix.normalize(posix.join(posix.dirname(toPosix(relative(dist, fromFile))), clean));
  const abs = resolve(dist, rel);
  return existsSync(abs) ? abs : null;
}

/** Attributes of every <tag ...> in an HTML string (good enough for Vite's generated index.html). */
function tags(html, tag) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const a of m[1].matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

/** Static and dynamic import specifiers of a built ES chunk, parsed with Vite's own (oxc) parser. */
async function importsOf(file, source) {
  const { parseSync } = await import('vite');
  const { module } = parseSync(file, source);
  const staticSpecs = module.staticImports.map((i) => i.moduleRequest.value);
  for (const e of module.staticExports) for (const entry of e.entries) if (entry.moduleRequest) staticSpecs.push(entry.moduleRequest.value);
  const dynamicSpecs = [];
  for (const d of module.dynamicImports) {
    const text = source.slice(d.moduleRequest.start, d.moduleRequest.end).trim();
    const lit = /^(["'`])([^"'`]*)\1$/.exec(text);
    if (lit) dynamicSpecs.push(lit[2]);
  }
  // Worker bundles: new Worker(new URL("./x.js", import.meta.url)) and Vite's "assets/x.js" map entries.
  const urlRefs = [...source.matchAll(/new URL\(\s*(["'`])([^"'`]+\.js)\1\s*,\s*import\.meta\.url/g)].map((m) => m[2]);
  return { staticSpecs, dynamicSpecs, urlRefs };
}

/**
 * Measures dist/. Returns { dist, budget, initial: {files, gzip, raw}, css, lazy, workers, serviceWorker, other }.
 * Each file entry: { file, raw, gzip }.
 */
export async function measureBundle(distDir = join(ROOT, 'dist')) {
  const dist = resolve(distDir);
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${relative(process.cwd(), indexHtml)} not found: run \`npm run build\` first.`);
  const html = readFileSync(indexHtml, 'utf8');

  const entry = (abs) => {
    const buf = readFileSync(abs);
    return { file: toPosix(relative(dist, abs)), raw: buf.length, gzip: gzipSize(buf) };
  };

  // Roots: scripts and modulepreloads that index.html loads; stylesheets reported apart.
  const roots = new Set();
  const cssFiles = new Set();
  for (const s of tags(html, 'script')) {
    const abs = s.src && resolveInDist(dist, indexHtml, s.src);
    if (abs) roots.add(abs);
  }
  for (const l of tags(html, 'link')) {
    const rels = (l.rel ?? '').toLowerCase().split(/\s+/);
    const abs = l.href && resolveInDist(dist, indexHtml, l.href);
    if (!abs) continue;
    if (rels.includes('modulepreload')) roots.add(abs);
    else if (rels.includes('stylesheet')) cssFiles.add(abs);
  }

  // Transitive static closure of the roots; dynamic imports and worker URLs are collected on the way.
  const jsFiles = walk(dist).filter((f) => /\.m?js$/.test(f));
  const parsed = new Map();
  const parse = async (abs) => {
    if (!parsed.has(abs)) parsed.set(abs, await importsOf(abs, readFileSync(abs, 'utf8')));
    return parsed.get(abs);
  };
  const closure = async (starts, { dynamic = false } = {}) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length) {
      const abs = stack.pop();
      if (seen.has(abs)) continue;
      seen.add(abs);
      const { staticSpecs, dynamicSpecs } = await parse(abs);
      for (const spec of dynamic ? [...staticSpecs, ...dynamicSpecs] : staticSpecs) {
        const dep = resolveInDist(dist, abs, spec);
        if (dep && !seen.has(dep)) stack.push(dep);
      }
    }
    return seen;
  };
  const initialSet = await closure([...roots]);

  // Service worker: the generated sw.js and whatever it imports (workbox-*.js).
  const swRoot = join(dist, 'sw.js');
  const swSet = new Set();
  if (existsSync(swRoot)) {
    swSet.add(swRoot);
    const sw = readFileSync(swRoot, 'utf8');
    for (const m of sw.matchAll(/["'`]\.?\/?(workbox-[\w-]+\.js)["'`]/g)) {
      const abs = resolveInDist(dist, swRoot, m[1]);
      if (abs) swSet.add(abs);
    }
  }
  for (const f of jsFiles) if (/(^|[\\/])workbox-[\w-]+\.js$/.test(f) && !initialSet.has(f)) swSet.add(f);

  // Workers: files referenced with new URL(..., import.meta.url) from any chunk, or named *worker*.
  const workerSet = new Set();
  for (const f of jsFiles) {
    if (initialSet.has(f) || swSet.has(f)) continue;
    const { urlRefs } = await parse(f);
    for (const u of urlRefs) {
      const abs = resolveInDist(dist, f, u);
      if (abs) workerSet.add(abs);
    }
  }
  for (const f of jsFiles) if (/worker/i.test(posix.basename(toPosix(f))) && !initialSet.has(f) && !swSet.has(f)) workerSet.add(f);
  // Everything a worker loads, lazily or not, runs in the worker (Vite bundles workers apart).
  const workerClosure = await closure([...workerSet], { dynamic: true });

  const lazy = [];
  const workers = [];
  for (const f of jsFiles) {
    if (initialSet.has(f) || swSet.has(f)) continue;
    if (workerClosure.has(f) && !isReachableLazily(f)) workers.push(entry(f));
    else lazy.push(entry(f));
  }
  function isReachableLazily(f) {
    // A chunk both a worker and a lazy page chunk import counts as lazy (the page pays for it).
    for (const [from, info] of parsed) {
      if (workerClosure.has(from) || swSet.has(from)) continue;
      for (const spec of [...info.dynamicSpecs, ...info.staticSpecs]) if (resolveInDist(dist, from, spec) === f) return true;
    }
    return false;
  }

  const initialFiles = [...initialSet].map(entry).sort((a, b) => b.gzip - a.gzip);
  const sum = (xs, k) => xs.reduce((s, x) => s + x[k], 0);
  const css = [...walk(dist).filter((f) => f.endsWith('.css'))].map((f) => ({ ...entry(f), initial: cssFiles.has(f) }));
  return {
    dist,
    budget: INITIAL_JS_BUDGET,
    initial: { files: initialFiles, gzip: sum(initialFiles, 'gzip'), raw: sum(initialFiles, 'raw') },
    css: css.sort((a, b) => b.gzip - a.gzip),
    lazy: lazy.sort((a, b) => b.gzip - a.gzip),
    workers: workers.sort((a, b) => b.gzip - a.gzip),
    serviceWorker: [...swSet].map(entry).sort((a, b) => b.gzip - a.gzip),
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** A plain-text table of a measureBundle() result. */
export function formatBundleTable(m) {
  const rows = [];
  const add = (kind, f) => rows.push([kind, f.file, kb(f.raw), kb(f.gzip)]);
  for (const f of m.initial.files) add('initial JS', f);
  for (const f of m.lazy) add('lazy JS', f);
  for (const f of m.workers) add('worker JS', f);
  for (const f of m.css) add(f.initial ? 'initial CSS' : 'lazy CSS', f);
  for (const f of m.serviceWorker) add('service worker', f);
  const head = ['kind', 'file', 'raw', 'gzip -9'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  const pct = ((100 * m.initial.gzip) / m.budget).toFixed(0);
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `initial JS: ${kb(m.initial.gzip)} gzip (${kb(m.initial.raw)} raw) in ${m.initial.files.length} file(s); ` +
      `budget ${kb(m.budget)} gzip (${pct}% used)`,
    `lazy JS: ${kb(m.lazy.reduce((s, f) => s + f.gzip, 0))} gzip in ${m.lazy.length} chunk(s); ` +
      `worker JS: ${kb(m.workers.reduce((s, f) => s + f.gzip, 0))} gzip in ${m.workers.length} file(s)`,
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const json = args.includes('--json');
  const distArg = args.find((a) => !a.startsWith('--'));
  let m;
  try {
    m = await measureBundle(distArg ?? join(ROOT, 'dist'));
  } catch (e) {
    console.error(`bundle-size: ${e instanceof Error ? e.message : e}`);
    process.exit(2);
  }
  if (json) console.log(JSON.stringify(m, null, 2));
  else console.log(formatBundleTable(m));
  if (check) {
    if (m.initial.gzip > m.budget) {
      console.error(`bundle-size: FAIL: initial JS ${kb(m.initial.gzip)} gzip exceeds the budget of ${kb(m.budget)}.`);
      process.exit(1);
    }
    console.log(`bundle-size: ok: initial JS ${kb(m.initial.gzip)} <= ${kb(m.budget)} gzip`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
