import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announcementRoutes } from './announcement.routes';
import { bannerRoutes } from './banner.routes';
import { siteSettingsRoutes } from './site-settings.routes';

/** Home's content kept by federation staff: banners, announcements, the node's site settings. */
export const homeCmsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(bannerRoutes);
  await app.register(announcementRoutes);
  await app.register(siteSettingsRoutes);
};
