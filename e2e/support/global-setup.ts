import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's development inbox (support/inbox.ts). */
    devInboxFile: string;
  }
}

const port = Number(process.env.E2E_PORT ?? 8860);

/**
 * The run's instant: TEST_NOW when given (an ISO instant with an offset), else the machine's
 * time now. Tests, browsers and servers all count from it.
 */
function runInstant(): number {
  const given = process.env.TEST_NOW;
  if (!given) return Date.now();
  const at = Date.parse(given);
  if (Number.isNaN(at) || !/(Z|[+-]\d{2}:\d{2})$/.test(given))
    throw new Error(
      `TEST_NOW must be an ISO instant with an offset, e.g. 2027-01-01T07:30:00+08:00; got "${given}"`,
    );
  return at;
}

/** Starts the built server on a fresh embedded database with demo data, as `npm start` does. */
export default async function setup(project: TestProject) {
  const offsetMs = runInstant() - Date.now();
  project.provide('clockOffsetMs', offsetMs);
  const server = await startServer(port, {}, Date.now() + offsetMs);
  project.provide('baseUrl', server.url);
  project.provide('devInboxFile', server.inboxFile);
  return server.stop;
}
