import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const port = Number(process.env.E2E_PORT ?? 8860);

/** Starts the built server on a fresh embedded database with demo data, as `npm start` does. */
export default async function setup(project: TestProject) {
  const server = await startServer(port);
  project.provide('baseUrl', server.url);
  return server.stop;
}
