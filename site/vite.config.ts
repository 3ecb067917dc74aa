import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `npm run dev` the API, sockets and widget come from chat-service on PORT (default 3000). */
const server = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/widget.js': server,
      '/widget/': server,
      '/media': server,
      '/socket.io': { target: server, ws: true },
    },
  },
});
