import type { OrgProfile, OrgProfileInput } from '@zyz/domain';
import type { Deps } from '../../deps';
import { normaliseMobile } from '../../lib/crypto';
import type { RequestContext } from '../../lib/request-context';
import { countMembers } from '../org-join';
import { findParentName, findProfile, saveProfile } from './org-staff.repository';
import {
  type Caller,
  insertAudit,
  staffAuditOf,
  loadAdminScope,
  loadStaffScope,
  type StaffScope,
} from '../../kernel';

export function createProfileService(deps: Deps) {
  const { db, cipher } = deps;

  async function read(scope: StaffScope): Promise<OrgProfile> {
    const { district } = scope;
    const [profile, parentName, memberCount] = await Promise.all([
      findProfile(db, district.id),
      findParentName(db, district.parentId),
      countMembers(db, district.id),
    ]);
    return {
      districtId: String(district.id),
      orgName: district.name,
      creditCode: district.creditCode,
      level: district.level,
      parentName,
      orgType: profile?.orgType ?? null,
      regionCode: profile?.regionCode ?? null,
      address: profile?.address ?? null,
      contactName: profile?.contactName ?? null,
      contactMobile: profile ? cipher.decrypt(profile.contactMobileEnc) : null,
      intro: profile?.intro ?? null,
      licenceImage: profile?.licenceImage || null,
      servicePhone: district.servicePhone,
      mailbox: district.mailbox,
      memberCount,
      myRole: scope.role,
      isFederation: scope.isFederation,
    };
  }

  return {
    async get(caller: Caller) {
      return read(await loadStaffScope(db, caller));
    },

    /** Name and credit code stay as reviewed; the rest is the organisation's to keep current. */
    async update(caller: Caller, input: OrgProfileInput, ctx: RequestContext) {
      const scope = await loadAdminScope(db, caller);
      await db.transaction(async (tx) => {
        await saveProfile(
          tx,
          scope.district.id,
          {
            orgType: input.orgType,
            regionCode: input.regionCode,
            address: input.address,
            contactName: input.contactName,
            contactMobileEnc: cipher.encrypt(normaliseMobile(input.contactMobile)),
            intro: input.intro ?? null,
            ...(input.licenceImage ? { licenceImage: input.licenceImage } : {}),
          },
          { servicePhone: input.servicePhone ?? null, mailbox: input.mailbox ?? null },
        );
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          action: 'org.profile.update',
          target: scope.district.name,
          detail: { districtId: scope.district.id },
        });
      });
      return read(await loadStaffScope(db, caller));
    },
  };
}
