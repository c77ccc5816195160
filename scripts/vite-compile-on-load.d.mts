import type { Plugin } from 'vite';

export function compileOnLoad(): Plugin;
