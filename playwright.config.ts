import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

// e2e runs against the production build (`vite build` first) so the service worker is real.
// E2E_PORT / E2E_DIST / E2E_OUT let two test runs (e.g. two work trees) share a machine.
// Without E2E_PORT each run serves the build on a port the system says is free, so a running
// `npm start` (port 4173) or another run is never tested by mistake and never collides.
// E2E_REUSE=1 with E2E_PORT tests a server already running there instead.

/** A port nobody listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// The workers read this file again: the environment carries the chosen port to them.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const DIST = process.env.E2E_DIST ?? 'dist';
const BASE_URL = `http://127.0.0.1:${PORT}`;

const chromiumLaunch = {
  // Debian's chromium (apt-get install chromium); Playwright's own browser download is not used.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Playwright already adds --no-sandbox/--headless/...; these are a harmless safety net.
  args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--no-first-run'],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUT ?? './test-results',
  // Two workers, a spec file each: the tests mostly wait on the page, so two share the 2-core
  // machine well (CI ~1.6x faster). E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // With <MotionConfig reducedMotion="user"> in the app, framer-motion skips layout/transform
    // animations: stable screenshots and no waiting on cards in flight (TOOLCHAIN P5).
    contextOptions: { reducedMotion: 'reduce' },
    locale: 'en-US',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /.*\.phone\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromiumLaunch },
    },
    {
      // Opt-in: spec files named *.phone.spec.ts run here, at phone size (360x640, touch), and only here.
      name: 'phone',
      testMatch: /.*\.phone\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 640 },
        hasTouch: true,
        isMobile: true,
        launchOptions: chromiumLaunch,
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: BASE_URL,
    reuseExistingServer: process.env.E2E_REUSE === '1',
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
