import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorInviteRoutes } from './operator-invite.routes';
import { preferencesRoutes } from './preferences.routes';
import { profileRoutes } from './profile.routes';
import { recoveryRoutes } from './recovery.routes';
import { securityRoutes } from './security.routes';

/** Account and security: profile, display preferences, password change and recovery, logoff, operator invitations. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(preferencesRoutes);
  await app.register(securityRoutes);
  await app.register(recoveryRoutes);
  await app.register(operatorInviteRoutes);
};
