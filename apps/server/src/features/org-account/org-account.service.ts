import { formatLiveDateTime, type LiveAdminInfo } from '@zyz/domain';
import type { Deps } from '../../deps';
import { findNamePaths } from '../../db/district-names';
import { detectStatusOf } from '../account';
import { unauthorized, type Caller, findAccountWithDistrict } from '../../kernel';

// The stored role is the live platform's account group: the group's id and its Chinese name.
const groupNames: Record<string, string> = {
  federation: '联合会管理员',
  org: '组织管理员',
  operator: '操作员',
};

export function createOrgAccountService(deps: Deps) {
  const { db, cipher } = deps;
  return {
    /**
     * The signed-in staff member's own record, so the mobile is shown in full; the live
     * platform's flat fields (docs/wire-compat.md) answer beside our nested `district`.
     */
    async getMyInfo(caller: Caller): Promise<LiveAdminInfo> {
      const row = await findAccountWithDistrict(db, caller.subjectId);
      if (!row || row.account.status !== 'active') throw unauthorized();
      const { account, district } = row;
      const [namePaths, detect] = await Promise.all([
        findNamePaths(db, [district.path]),
        detectStatusOf(db, caller),
      ]);
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
        districtId: String(district.id),
        districtName: district.name,
        groupId: account.role,
        groupName: groupNames[account.role] ?? account.role,
        userName: account.name,
        // Only an active account gets this far: a disabled one was refused above.
        status: 1,
        forbiddenState: 0,
        detectStatus: detect.detectStatus,
        createTime: formatLiveDateTime(account.createdAt),
      };
    },
  };
}
