// The topology's own Redis: rate-limit counters, codes and caches every instance shares. Its own
// port and directory, so it never mixes keys with a Redis the machine runs for something else.
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { startChild } from './children.mjs';
import { waitFor } from './run.mjs';

function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', () => resolve(false));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.write('PING\r\n');
  });
}

export async function startRedis(layout) {
  mkdirSync(layout.redisDir, { recursive: true });
  const redis = startChild(
    'redis',
    'redis-server',
    [
      '--port',
      String(layout.redisPort),
      '--bind',
      '127.0.0.1',
      '--dir',
      layout.redisDir,
      '--appendonly',
      'yes',
      '--save',
      '',
    ],
    { logDir: layout.logDir },
  );
  await waitFor(`Redis（端口 ${layout.redisPort}）`, () => answersPing(layout.redisPort), 30_000);
  return redis;
}
