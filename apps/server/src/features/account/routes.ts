import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorInviteRoutes } from './operator-invite.routes';
import { profileRoutes } from './profile.routes';
import { recoveryRoutes } from './recovery.routes';
import { securityRoutes } from './security.routes';

/** Account and security: profile, password change and recovery, logoff, operator invitations. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileRoutes);
  await app.register(securityRoutes);
  await app.register(recoveryRoutes);
  await app.register(operatorInviteRoutes);
};
