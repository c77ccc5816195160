// The browser benches (lighthouse.mjs, main-thread.mjs) take the same flags: `--base URL`
// measures a running server, otherwise the built server starts on a temporary PGlite.
import { startDemoServer } from './processes.mjs';

const args = process.argv.slice(2);

/** The value after `--name` on the command line, or the fallback. */
export function argOf(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}

export const hasFlag = (name) => args.includes(name);

/** `{ base, stop }` of the server to measure: `--base`, or a demo server on `--port`. */
export async function pageServer(defaultPort) {
  const given = argOf('--base');
  if (given) return { base: given.replace(/\/$/, ''), stop: () => {} };
  return startDemoServer({ port: Number(argOf('--port', defaultPort)) });
}
