import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so unit tests load no React/PWA plugins.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The AI tests run real searches over whole matches; on a busy 2-core machine with
    // files in parallel a few take 10–15 s. Speed is measured by `npm run bench`, not here.
    testTimeout: 60_000,
    // Every core: vitest's default leaves one idle (one worker on the 2-core CI machine, where
    // the AI tests are CPU-bound): two take the unit step from about 7 minutes to 5.
    maxWorkers: '100%',
  },
});
