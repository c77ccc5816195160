import type { AdminInfo } from '@zyz/domain';
import dayjs from 'dayjs';

export const adminRoleLabels: Record<AdminInfo['role'], string> = {
  federation: '联合会管理员',
  org: '组织管理员',
};

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}
