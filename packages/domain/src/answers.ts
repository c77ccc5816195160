import { z } from 'zod';
import { hotArticleSchema } from './article';
import { loginOtherSchema } from './auth';
import { helpCategoryCountSchema } from './help';
import { bannerSchema } from './home';
import { districtChildSchema } from './mission-discovery';
import { staffSchema } from './org';
import { mfaChallengeSchema } from './staff-mfa';

// Answers several routes share, for the clients to check what they receive against the same
// shapes the server serialises with.

/** `data` of an answer that carries nothing (a delete, a status change, logout). */
export const noDataSchema = z.null();

/** What a save that creates or updates a record answers: the record's id. */
export const savedIdSchema = z.object({ id: z.string() });
export const savedMissionIdSchema = z.object({ missionId: z.string() });
export const savedBannerIdSchema = z.object({ bannerId: z.string() });
export const savedAnnouncementIdSchema = z.object({ announcementId: z.string() });

/** Lists the server answers as a bare array (no paging). */
export const bannerListSchema = z.array(bannerSchema);
export const hotArticleListSchema = z.array(hotArticleSchema);
export const districtChildListSchema = z.array(districtChildSchema);
export const helpCategoryCountListSchema = z.array(helpCategoryCountSchema);
export const staffListSchema = z.array(staffSchema);

/** The join requests an organiser's decision changed. */
export const joinAuditResultSchema = z.object({ count: z.number().int() });

/**
 * `data` of a password sign-in: nothing, or, for a console account with a second factor, the
 * ticket for the code (the tokens come in the envelope's `other`).
 */
export const loginDataSchema = z.union([noDataSchema, mfaChallengeSchema]);
/** `other` of a sign-in: the tokens; absent while a second factor is still asked for. */
export const loginTokensSchema = loginOtherSchema.optional();
export type LoginData = z.infer<typeof loginDataSchema>;
