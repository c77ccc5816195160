import {
  BizCode,
  type MyQualifications,
  type Qualification,
  type SaveMyQualificationsInput,
} from '@zyz/domain';
import type { Deps } from '../../deps';
import { BizError } from '../../lib/biz-error';
import {
  findOfferedCodes,
  findOfferedQualifications,
  findVolunteerQualifications,
  replaceVolunteerQualifications,
} from './qualification.repository';
import type { Caller } from '../../kernel';

/**
 * 技能证书: the federation's vocabulary (what missions may require) and the ones each volunteer
 * declares in 个人信息. A volunteer may keep an entry the federation stopped offering, but not
 * add one.
 */
export function createQualificationService(deps: Deps) {
  const { db } = deps;

  async function mine(caller: Caller): Promise<MyQualifications> {
    const rows = await findVolunteerQualifications(db, caller.subjectId);
    return {
      list: rows.map((r) => ({ code: r.code, name: r.name, addedAt: r.addedAt.toISOString() })),
    };
  }

  return {
    list: (): Promise<Qualification[]> => findOfferedQualifications(db),
    mine,

    async save(caller: Caller, input: SaveMyQualificationsInput): Promise<MyQualifications> {
      await db.transaction(async (tx) => {
        const held = new Set(
          (await findVolunteerQualifications(tx, caller.subjectId)).map((r) => r.code),
        );
        const fresh = input.codes.filter((c) => !held.has(c));
        const offered = new Set(await findOfferedCodes(tx, fresh));
        const unknown = fresh.filter((c) => !offered.has(c));
        if (unknown.length > 0)
          throw new BizError(BizCode.InvalidInput, `技能证书不存在：${unknown.join('、')}`);
        await replaceVolunteerQualifications(tx, caller.subjectId, input.codes);
      });
      return mine(caller);
    },
  };
}
