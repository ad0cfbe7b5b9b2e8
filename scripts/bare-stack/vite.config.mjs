// Builds the bare stack (scripts/bench-first-screen.mjs passes --outDir).
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  logLevel: 'error',
  build: { emptyOutDir: true },
});
