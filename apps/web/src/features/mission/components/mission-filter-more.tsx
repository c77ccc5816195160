import { DatePicker, Flex, Select, theme } from 'antd';
import { missionStatusLabels, serviceTypes } from '@zyz/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import type { MissionFilters } from '../mission-filters';
import { DistrictCascader } from './district-cascader';

const typeOptions = [
  { value: '', label: '全部类别' },
  ...serviceTypes.map((t) => ({ value: t.code, label: t.name })),
];
const statusOptions = [
  { value: '', label: '全部状态' },
  { value: 'published', label: missionStatusLabels.published },
  { value: 'closed', label: missionStatusLabels.closed },
];
const dayFormat = 'YYYY-MM-DD';
const toDay = (text: string): Dayjs | null => (text ? dayjs(text, dayFormat) : null);
const fromDay = (day: Dayjs | null): string => (day ? day.format(dayFormat) : '');

/** The filter bar's fields beyond the keyword: district, type, status and service dates. */
export function MissionFilterMore({
  filters,
  onChange,
  isPhone,
}: {
  filters: MissionFilters;
  onChange: (patch: Partial<MissionFilters>) => void;
  isPhone: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <ResponsiveGrid columns={{ xs: 1, sm: 2, lg: 4 }} gap={token.marginSM}>
      <div>
        <DistrictCascader
          value={filters.districtPath}
          fallbackLabel={filters.districtLabel}
          onChange={(districtPath, districtLabel) => onChange({ districtPath, districtLabel })}
        />
      </div>
      <div>
        <Select
          value={filters.missionType}
          options={typeOptions}
          onChange={(missionType) => onChange({ missionType })}
          style={{ width: '100%' }}
          aria-label="服务类别"
          data-testid="mission-filter-type"
        />
      </div>
      <div>
        <Select
          value={filters.status}
          options={statusOptions}
          onChange={(status) => onChange({ status })}
          style={{ width: '100%' }}
          aria-label="招募状态"
          data-testid="mission-filter-status"
        />
      </div>
      <div>
        <Flex gap={token.marginXS} align="center">
          <DatePicker
            value={toDay(filters.beginDate)}
            placeholder="开始日期"
            aria-label="服务开始日期"
            onChange={(day) => onChange({ beginDate: fromDay(day) })}
            disabledDate={(day) => !!filters.endDate && day.isAfter(toDay(filters.endDate))}
            inputReadOnly={isPhone}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="mission-filter-begin"
          />
          <span aria-hidden>至</span>
          <DatePicker
            value={toDay(filters.endDate)}
            placeholder="结束日期"
            aria-label="服务结束日期"
            onChange={(day) => onChange({ endDate: fromDay(day) })}
            disabledDate={(day) => !!filters.beginDate && day.isBefore(toDay(filters.beginDate))}
            inputReadOnly={isPhone}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="mission-filter-end"
          />
        </Flex>
      </div>
    </ResponsiveGrid>
  );
}
