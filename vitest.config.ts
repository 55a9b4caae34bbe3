import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Two cores: engines (tesseract, espeak-ng, pocketsphinx) are CPU-bound child processes.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    env: { OMP_THREAD_LIMIT: '1' },
  },
});
