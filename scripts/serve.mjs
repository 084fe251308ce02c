#!/usr/bin/env node
// `npm run serve` (the last step of `npm start`): serves the production build in dist/ with
// Vite's preview server on all interfaces, port 4173 (the next free port if that one is busy).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('No build found in dist/. Run `npm run build` first (or `npm start`, which builds).');
  process.exit(1);
}

const wanted = Number(process.env.PORT ?? 4173);
const { preview } = await import('vite');
const server = await preview({
  root,
  logLevel: 'warn',
  preview: { host: process.env.HOST ?? '0.0.0.0', port: wanted, strictPort: false, open: false },
});

const address = server.httpServer.address();
const port = typeof address === 'object' && address ? address.port : wanted;
const url = `http://localhost:${port}/`;
const lan = (server.resolvedUrls?.network ?? []).filter((u) => !u.includes('localhost'));

console.log('');
console.log(`  Trick Table is running at ${url}`);
if (port !== wanted) console.log(`  (port ${wanted} was busy, so it uses ${port})`);
for (const u of lan) console.log(`  On your network: ${u}`);
console.log('  Press Ctrl+C to stop.');
console.log('');

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
