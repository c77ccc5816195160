import type { ServiceRecordItem } from '@zyz/domain';
import { formatChinaDateTime, formatChinaPeriod } from '../../../lib/china-time';

/** The shift of a mission record, or the day a training was held. */
export function recordWhen(row: ServiceRecordItem): string {
  if (row.shiftStart && row.shiftEnd) return formatChinaPeriod(row.shiftStart, row.shiftEnd);
  return formatChinaDateTime(row.occurredAt).slice(0, 10);
}

/** What the state means for the volunteer's totals, in one line. */
export function recordStateNote(row: ServiceRecordItem): string {
  switch (row.state) {
    case 'publicity':
      return `公示至 ${formatChinaDateTime(row.publicityEndsAt)}，期满后计入`;
    case 'objected':
      return '有人提出异议，组织处理后再计入';
    case 'final':
      return row.finalAt ? `${formatChinaDateTime(row.finalAt)} 计入` : '已计入';
    case 'void':
      return '经核实作废，不计入时长';
  }
}
