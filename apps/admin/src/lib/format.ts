import type { AdminInfo } from '@zyz/domain';
import dayjs from 'dayjs';

export const adminRoleLabels: Record<AdminInfo['role'], string> = {
  federation: '联合会管理员',
  org: '组织管理员',
};

/** 13800138000 → 138****8000; anything that is not a mainland mobile keeps only its ends. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  if (/^\d{11}$/.test(mobile)) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  if (mobile.includes('*') || mobile.length < 4) return mobile;
  return `${mobile.slice(0, 2)}****${mobile.slice(-2)}`;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = dayjs(value);
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : '';
}
