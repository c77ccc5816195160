import {
  ageOn,
  maskIdCard,
  minutesToHoursBD,
  toChinaCalendarDate,
  type CurrentUser,
  type ServiceTime,
  type UsersStatic,
  type VolunteerInfo,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { findNamePaths } from '../../db/district-names';
import type { VolunteerRow } from '../../db/schema/index';
import { findCounters, findMemberships, findVolunteerById } from './volunteer.repository';
import { clock, type Caller, unauthorized } from '../../kernel';

function ageFrom(birthday: string | null): number | null {
  if (!birthday) return null;
  const [year, month, day] = birthday.split('-').map(Number);
  return ageOn({ year: year!, month: month!, day: day! }, toChinaCalendarDate(clock.now()));
}

export function createVolunteerService(deps: Deps) {
  const { db, cipher } = deps;

  const decrypt = (v: string | null) => (v ? cipher.decrypt(v) : null);

  /** The owner's own record: mobile in full, resident ID still masked (never sent back whole). */
  function toCurrentUser(row: VolunteerRow): CurrentUser {
    return {
      userId: String(row.id),
      userName: row.loginName,
      name: row.name,
      type: 1,
      mobile: decrypt(row.mobileEnc),
      email: row.email,
      idCardCode: row.idCardEnc ? maskIdCard(cipher.decrypt(row.idCardEnc)) : null,
      gender: row.gender === 'M' || row.gender === 'F' ? row.gender : null,
      birthDay: row.birthday,
      age: ageFrom(row.birthday),
      volunteerNo: row.volunteerNo,
      avatar: row.avatar,
      logoffSate: row.logoffState === 'none' ? 'false' : 'true',
      isWeakPassword: row.passwordWeak ? 1 : 0,
      isForceChangePwd: row.forceChangePwd ? 'true' : 'false',
      cardStatus: row.cardStatus,
      starLevel: row.starLevel,
      registeredAt: row.createdAt.toISOString(),
      careMode: row.careMode,
    };
  }

  async function loadOwn(caller: Caller): Promise<VolunteerRow> {
    const row = await findVolunteerById(db, caller.subjectId);
    // The session outlived its account (anonymised): treat it as signed out.
    if (!row || row.logoffState === 'anonymised') throw unauthorized();
    return row;
  }

  async function loadCounters(caller: Caller) {
    const counters = await findCounters(db, caller.subjectId);
    if (!counters) throw unauthorized();
    return counters;
  }

  return {
    async getCurrentUser(caller: Caller): Promise<CurrentUser> {
      return toCurrentUser(await loadOwn(caller));
    },

    async getVolunteerInfo(caller: Caller): Promise<VolunteerInfo> {
      const row = await loadOwn(caller);
      const memberships = await findMemberships(db, row.id);
      const namePaths = await findNamePaths(
        db,
        memberships.map((m) => m.path),
      );
      return {
        users: toCurrentUser(row),
        usersDistricts: memberships.map((m) => ({
          districtId: String(m.districtId),
          districtName: m.districtName,
          districtPath: namePaths.get(m.path) ?? m.districtName,
          isMain: m.isMain,
          joinedAt: m.joinedAt.toISOString(),
        })),
        serviceTimeBD: minutesToHoursBD(row.serviceMinutes),
        trainingTimeBD: minutesToHoursBD(row.trainingMinutes),
        birthDay: row.birthday,
      };
    },

    async getUsersStatic(caller: Caller): Promise<UsersStatic> {
      const c = await loadCounters(caller);
      return {
        serviceTime: c.serviceMinutes,
        trainingTime: c.trainingMinutes,
        applyCounts: c.applyCount,
      };
    },

    async getServiceTime(caller: Caller): Promise<ServiceTime> {
      const c = await loadCounters(caller);
      return { serviceTime: c.serviceMinutes, trainingTime: c.trainingMinutes };
    },
  };
}

export type VolunteerService = ReturnType<typeof createVolunteerService>;
