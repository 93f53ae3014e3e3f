import { defineConfig } from '@playwright/test';
import base, { CHROMIUM } from './playwright.config';

/**
 * `npm run screenshots`: the e2e server and browser settings, but the specs of ./screenshots,
 * which write every page in both languages at desktop and mobile size to docs/screenshots/.
 */
export default defineConfig({
  ...base,
  testDir: './screenshots',
  outputDir: `test-results/screenshots-${process.env.E2E_PORT}`,
  // One test walks every page of one language and size; the first pays the cold start too.
  timeout: 180_000,
  reporter: [['list']],
  projects: [{ name: 'chromium', use: CHROMIUM }],
  // Charts draw at once instead of animating, so that every picture shows them complete.
  use: { ...base.use, reducedMotion: 'reduce' },
});
