import fs from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { uploadUrlPrefix } from './upload.service';

/**
 * Serves config.uploadDir at /uploads/. Names are random and never reused, so a file can be
 * cached for a year. nosniff keeps a browser from reading a stored file as anything but the
 * image type its sniffed extension gives it. Registered at the root (not under the API
 * prefix) because the stored URLs are root-relative.
 */
export const uploadFilesPlugin = fp(
  async (app) => {
    const { uploadDir } = app.deps.config;
    fs.mkdirSync(uploadDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadDir,
      prefix: uploadUrlPrefix,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  },
  { name: 'upload-files' },
);
