// The engine for the node scripts (bench, duel): scripts/engine-entry.ts bundled by Vite's
// own production build (one ES module, not minified) into a temporary directory and
// imported. Bundled, the engine runs as in the browser; Vite's dev-server module loader
// would put a getter call behind every value one module reads from another and measure that.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Resolves to the entry's exports: { engine, gameAis, search, levels, createRng, toepenRules }. */
export async function loadEngine() {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'trick-table-engine-'));
  try {
    await build({
      root: ROOT,
      configFile: false,
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        lib: { entry: join(ROOT, 'scripts', 'engine-entry.ts'), formats: ['es'], fileName: () => 'engine.mjs' },
      },
    });
    return await import(pathToFileURL(join(outDir, 'engine.mjs')).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
