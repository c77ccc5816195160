import { saveMissionInputSchema } from '@zyz/domain';
import type { SaveMissionPayload } from './mission-form';

/** A form field path as antd's setFields takes it. */
export type FieldPath = (string | number)[];

export interface FieldError {
  name: FieldPath;
  errors: string[];
}

const shiftNumber = /^第(\d+)个时段/;

/** Where a message about the wire field `key` belongs in the form. */
function fieldFor(
  key: string | number | undefined,
  rest: PropertyKey[],
  message: string,
): FieldPath {
  switch (key) {
    case 'recruitStart':
    case 'recruitEnd':
      return ['recruitPeriod'];
    case 'serviceStart':
    case 'serviceEnd':
      return ['servicePeriod'];
    case 'times': {
      const [index, field] = rest;
      if (typeof index === 'number') {
        if (field === 'quota') return ['times', index, 'quota'];
        if (field === 'creditMinutes') return ['times', index, 'hours'];
        return ['times', index, 'period'];
      }
      // Whole-mission checks name the shift by its 1-based number.
      const n = shiftNumber.exec(message);
      return n ? ['times', Number(n[1]) - 1, 'period'] : ['times'];
    }
    case 'conditions':
      return ['conditions', typeof rest[0] === 'string' ? rest[0] : 'minAge'];
    default:
      return [typeof key === 'number' ? String(key) : (key ?? 'subject')];
  }
}

/**
 * The domain schema the server runs, run here first so the organiser sees the same words
 * beside the field without a round trip. One message per field: the first is the one to fix.
 */
export function validatePayload(payload: SaveMissionPayload): FieldError[] {
  const result = saveMissionInputSchema.safeParse(payload);
  if (result.success) return [];
  const byField = new Map<string, FieldError>();
  for (const issue of result.error.issues) {
    const [key, ...rest] = issue.path;
    const name = fieldFor(key as string | number | undefined, rest, issue.message);
    const id = name.join('.');
    if (!byField.has(id)) byField.set(id, { name, errors: [issue.message] });
  }
  return [...byField.values()];
}

/** A refusal from the server (40000/40900) placed on its field when the msg names a shift. */
export function fieldForServerMessage(msg: string): FieldPath | null {
  const n = shiftNumber.exec(msg);
  if (n) return ['times', Number(n[1]) - 1, 'period'];
  if (msg.startsWith('招募') && msg.includes('时间')) return ['recruitPeriod'];
  if (msg.startsWith('服务') && msg.includes('时间')) return ['servicePeriod'];
  if (msg.startsWith('封面')) return ['coverImage'];
  if (msg.startsWith('报名条件中的技能证书')) return ['conditions', 'qualifications'];
  return null;
}
