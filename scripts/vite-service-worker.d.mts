import type { Plugin } from 'vite';

export function serviceWorker(options: {
  worker: string;
  offlineModules: RegExp[];
  publicFiles: string[];
}): Plugin;
