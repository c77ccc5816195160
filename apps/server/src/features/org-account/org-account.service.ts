import type { AdminInfo } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findNamePaths } from '../../db/district-names';
import { unauthorized, type Caller } from '../../plugins/auth';
import { findAccountWithDistrict } from './org-account.repository';

export function createOrgAccountService(deps: Deps) {
  const { db, cipher } = deps;
  return {
    /** The signed-in staff member's own record, so the mobile is shown in full. */
    async getMyInfo(caller: Caller): Promise<AdminInfo> {
      const row = await findAccountWithDistrict(db, caller.subjectId);
      if (!row || row.account.status !== 'active') throw unauthorized();
      const { account, district } = row;
      const namePaths = await findNamePaths(db, [district.path]);
      return {
        adminId: String(account.id),
        loginName: account.loginName,
        name: account.name,
        mobile: account.mobileEnc ? cipher.decrypt(account.mobileEnc) : null,
        email: account.email,
        role: account.role === 'federation' ? 'federation' : 'org',
        district: {
          districtId: String(district.id),
          districtName: district.name,
          districtPath: namePaths.get(district.path) || district.name,
          level: district.level,
          creditCode: district.creditCode,
        },
        isWeakPassword: account.passwordWeak ? 1 : 0,
        isForceChangePwd: account.forceChangePwd ? 'true' : 'false',
        lastLoginAt: account.lastLoginAt ? account.lastLoginAt.toISOString() : null,
      };
    },
  };
}
