import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const here = new URL('.', import.meta.url).pathname;

export default defineConfig({
  root: here,
  plugins: [react(), precompress()],
  build: {
    outDir: new URL('../dist/client', import.meta.url).pathname,
    emptyOutDir: true,
    // Routes are split with React.lazy; charts and games land in their own chunks.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
