import { randomInt } from 'node:crypto';
import {
  BizCode,
  type Staff,
  type StaffCreateInput,
  type StaffPasswordResult,
  type StaffUpdateInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import type { OrgAccountRow } from '../../db/schema/index';
import { BizError } from '../../lib/biz-error';
import { normaliseMobile } from '../../lib/crypto';
import { hashPassword } from '../../lib/password-hash';
import type { RequestContext } from '../../lib/request-context';
import {
  findAccountClash,
  findStaffMember,
  findStaffOf,
  insertStaff,
  updateStaff,
} from './org-staff.repository';
import {
  type Caller,
  insertAudit,
  staffAuditOf,
  loadAdminScope,
  staffRoleOf,
  storedRoleOf,
  type StaffScope,
  revokeAllForSubject,
} from '../../kernel';

const lower = 'abcdefghijkmnpqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';

/** Twelve characters meeting the password rule, without look-alikes (0/O, 1/l/I). */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = lower + upper + digits;
  const chars = [
    pick(lower),
    pick(upper),
    pick(digits),
    ...Array.from({ length: 9 }, () => pick(all)),
  ];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const notFound = () => new BizError(BizCode.NotFound, '工作人员账号不存在');
const notSelf = () =>
  new BizError(BizCode.Forbidden, '不能修改自己的角色、状态或重置自己的密码，请在个人中心修改密码');

export function createStaffService(deps: Deps) {
  const { db, cipher } = deps;

  const toDto = (row: OrgAccountRow, scope: StaffScope): Staff => ({
    staffId: String(row.id),
    loginName: row.loginName,
    name: row.name,
    mobile: row.mobileEnc ? cipher.decrypt(row.mobileEnc) : null,
    email: row.email,
    role: staffRoleOf(row.role),
    status: row.status === 'active' ? 'active' : 'disabled',
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isMe: row.id === scope.account.id,
    hasSecondFactor: row.totpEnabledAt !== null,
  });

  async function otherStaff(scope: StaffScope, staffId: number) {
    const row = await findStaffMember(db, scope.district.id, staffId);
    if (!row) throw notFound();
    if (row.id === scope.account.id) throw notSelf();
    return row;
  }

  const audit = (
    tx: Executor,
    scope: StaffScope,
    action: string,
    target: OrgAccountRow,
    ctx: RequestContext,
  ) =>
    insertAudit(tx, {
      ...staffAuditOf(scope, ctx),
      action,
      target: `${target.name}（${target.loginName}）`,
      detail: { districtId: scope.district.id, staffId: target.id },
    });

  return {
    async list(caller: Caller): Promise<Staff[]> {
      const scope = await loadAdminScope(db, caller);
      return (await findStaffOf(db, scope.district.id)).map((r) => toDto(r, scope));
    },

    async create(
      caller: Caller,
      input: StaffCreateInput,
      ctx: RequestContext,
    ): Promise<StaffPasswordResult> {
      const scope = await loadAdminScope(db, caller);
      const mobile = normaliseMobile(input.mobile);
      const mobileHash = cipher.hash(mobile);
      const clash = await findAccountClash(db, input.loginName, mobileHash);
      if (clash.loginTaken) throw new BizError(BizCode.Conflict, '该账号已被使用');
      if (clash.mobileTaken) throw new BizError(BizCode.Conflict, '该手机号已绑定其他组织账号');
      const tempPassword = temporaryPassword();
      const row = await db.transaction(async (tx) => {
        const inserted = await insertStaff(tx, {
          districtId: scope.district.id,
          loginName: input.loginName,
          name: input.name,
          mobileEnc: cipher.encrypt(mobile),
          mobileHash,
          email: input.email ?? null,
          role: storedRoleOf(input.role, scope.district.level),
          passwordHash: await hashPassword(tempPassword),
          // The admin has seen the password: the owner sets their own at first sign-in.
          forceChangePwd: true,
        });
        if (!inserted) throw new BizError(BizCode.Conflict, '该账号或手机号已被使用');
        await insertAudit(tx, {
          ...staffAuditOf(scope, ctx),
          action: 'org.staff.create',
          target: `${inserted.name}（${inserted.loginName}）`,
          detail: { districtId: scope.district.id, staffId: inserted.id, role: input.role },
        });
        return inserted;
      });
      return { staffId: String(row.id), loginName: row.loginName, tempPassword };
    },

    async update(caller: Caller, input: StaffUpdateInput, ctx: RequestContext): Promise<Staff> {
      const scope = await loadAdminScope(db, caller);
      const found = await otherStaff(scope, input.staffId);
      // Role and status change together or not at all, each with its log line.
      const row = await db.transaction(async (tx) => {
        let current = found;
        if (input.role && staffRoleOf(current.role) !== input.role) {
          current = await updateStaff(tx, current.id, {
            role: storedRoleOf(input.role, scope.district.level),
          });
          await audit(tx, scope, 'org.staff.role', current, ctx);
        }
        const wasActive = current.status === 'active';
        if (input.status === 'disabled' && wasActive) {
          current = await updateStaff(tx, current.id, { status: 'disabled' });
          // A disabled account's open sessions end now, not when their tokens expire.
          await revokeAllForSubject(tx, 'org', current.id);
          await audit(tx, scope, 'org.staff.disable', current, ctx);
        } else if (input.status === 'active' && !wasActive) {
          current = await updateStaff(tx, current.id, { status: 'active' });
          await audit(tx, scope, 'org.staff.enable', current, ctx);
        }
        return current;
      });
      return toDto(row, scope);
    },

    async resetPassword(
      caller: Caller,
      staffId: number,
      ctx: RequestContext,
    ): Promise<StaffPasswordResult> {
      const scope = await loadAdminScope(db, caller);
      const row = await otherStaff(scope, staffId);
      const tempPassword = temporaryPassword();
      const passwordHash = await hashPassword(tempPassword);
      await db.transaction(async (tx) => {
        await updateStaff(tx, row.id, { passwordHash, passwordWeak: false, forceChangePwd: true });
        await revokeAllForSubject(tx, 'org', row.id);
        await audit(tx, scope, 'org.staff.resetPassword', row, ctx);
      });
      return { staffId: String(row.id), loginName: row.loginName, tempPassword };
    },
  };
}
