import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (src/server) listens here in development; Vite proxies to it so the browser sees
// one origin and the session cookie just works.
const apiServer = 'http://127.0.0.1:3000';
const proxy = { '/api': apiServer, '/healthz': apiServer, '/readyz': apiServer };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  root: '.',
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
