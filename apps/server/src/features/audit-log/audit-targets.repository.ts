import { inArray } from 'drizzle-orm';
import { maskName } from '@zyz/domain';
import type { Executor } from '../../db/client';
import { orgAccounts, volunteers } from '../../db/schema/index';

// Some acts name their object by its key (`volunteer:10`, `org:3`, `batch:7`) because the name
// may change or must not be copied into an append-only log. A reader wants a person, not a key:
// the page's keys are read back as today's names, volunteers masked as elsewhere in the log.

const keyShape = /^(volunteer|org|batch):(\d+)$/;

function keysOf(targets: (string | null)[], kind: 'volunteer' | 'org'): number[] {
  const ids = new Set<number>();
  for (const t of targets) {
    const m = t ? keyShape.exec(t) : null;
    if (m?.[1] === kind) ids.add(Number(m[2]));
  }
  return [...ids];
}

/** The page's targets as the console shows them; a target written as text stays as it is. */
export async function readableTargets(
  db: Executor,
  targets: (string | null)[],
): Promise<(string | null)[]> {
  const volunteerIds = keysOf(targets, 'volunteer');
  const staffIds = keysOf(targets, 'org');
  const [people, staff] = await Promise.all([
    volunteerIds.length === 0
      ? []
      : db
          .select({ id: volunteers.id, name: volunteers.name, no: volunteers.volunteerNo })
          .from(volunteers)
          .where(inArray(volunteers.id, volunteerIds)),
    staffIds.length === 0
      ? []
      : db
          .select({ id: orgAccounts.id, name: orgAccounts.name, login: orgAccounts.loginName })
          .from(orgAccounts)
          .where(inArray(orgAccounts.id, staffIds)),
  ]);
  const volunteerText = new Map(
    people.map((p) => [p.id, `志愿者 ${maskName(p.name)}（${p.no ?? '无编号'}）`]),
  );
  const staffText = new Map(staff.map((s) => [s.id, `工作人员 ${s.name}（${s.login}）`]));
  return targets.map((t) => {
    const m = t ? keyShape.exec(t) : null;
    if (!m) return t;
    const id = Number(m[2]);
    if (m[1] === 'batch') return `导出批次 ${id}`;
    const known = m[1] === 'volunteer' ? volunteerText.get(id) : staffText.get(id);
    return known ?? `${m[1] === 'volunteer' ? '志愿者' : '工作人员'}（编号 ${id}）`;
  });
}
