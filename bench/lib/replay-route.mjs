// The load generator's ceiling for a kept answer: a process that sends, for each of `paths`,
// the very bytes the platform sent (status line aside, the same headers and the same compressed
// body) and does nothing else. What autocannon reaches against it is the most any server could
// reach for those answers on this machine, the platform included.
import { Buffer } from 'node:buffer';
import http from 'node:http';

const [port, origin, pathsJson, headersJson] = process.argv.slice(2);
const paths = JSON.parse(pathsJson);
const requestHeaders = JSON.parse(headersJson);
// Node writes these itself on every answer.
const ownHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The platform's answer as sent: raw headers and body, not decompressed. */
function capture(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const headers = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!ownHeaders.has(res.rawHeaders[i].toLowerCase()))
              headers.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          }
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

const answers = new Map();
for (const p of paths) answers.set(p, await capture(origin + p));
http
  .createServer((req, res) => {
    const kept = answers.get(req.url);
    if (!kept) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(kept.status, kept.headers);
    res.end(kept.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
