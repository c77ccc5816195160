import { useState } from 'react';
import { Button, DatePicker, Flex, Input, Select, theme } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import { ResponsiveGrid } from '../../../components/responsive-grid';
import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { missionStatusLabels, serviceTypes } from '@zyz/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { defaultMissionFilters, isFiltered, type MissionFilters } from '../mission-filters';
import { DistrictCascader } from './district-cascader';

interface MissionFilterBarProps {
  filters: MissionFilters;
  /** A filter change starts again at page 1; the page does that. */
  onChange: (patch: Partial<MissionFilters>) => void;
}

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

const keywordOf = (form: HTMLFormElement) => String(new FormData(form).get('keyword') ?? '').trim();

/** Keyword first; on a phone the other filters fold away behind one button. */
export function MissionFilterBar({ filters, onChange }: MissionFilterBarProps) {
  const { token } = theme.useToken();
  const isPhone = !useMinWidth('md');
  const [isExpanded, setExpanded] = useState(false);
  const showMore = !isPhone || isExpanded;

  return (
    <Flex vertical gap={token.marginSM} data-testid="mission-filters">
      <Flex gap={token.marginXS}>
        {/* A form, so Enter and 搜索 are a submit: sent before the page has come alive, it is
            held and sent once it has (lib/early-input.ts), with what was typed. */}
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ keyword: keywordOf(e.currentTarget) });
          }}
          style={{ flex: 1, minWidth: 0, margin: 0 }}
        >
          {/* Keyed on the applied keyword so a keyword handed over in a link shows here. */}
          <Input.Search
            key={filters.keyword}
            name="keyword"
            defaultValue={filters.keyword}
            placeholder="搜索活动名称"
            allowClear
            enterButton={
              <Button type="primary" htmlType="submit">
                搜索
              </Button>
            }
            maxLength={50}
            enterKeyHint="search"
            // Enter and 搜索 reach the form; only the clear button searches from here.
            onSearch={(_, __, info) => {
              if (info?.source === 'clear') onChange({ keyword: '' });
            }}
            aria-label="活动名称关键词"
            data-testid="mission-filter-keyword"
          />
        </form>
        {isPhone && (
          <Button
            icon={<FilterOutlined />}
            type={isFiltered({ ...filters, keyword: '' }) ? 'primary' : 'default'}
            onClick={() => setExpanded((v) => !v)}
            aria-expanded={isExpanded}
            data-testid="mission-filter-toggle"
          >
            筛选
          </Button>
        )}
      </Flex>
      {showMore && (
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
                disabledDate={(day) =>
                  !!filters.beginDate && day.isBefore(toDay(filters.beginDate))
                }
                inputReadOnly={isPhone}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="mission-filter-end"
              />
            </Flex>
          </div>
        </ResponsiveGrid>
      )}
      {isFiltered(filters) && (
        <Flex justify="flex-end">
          <Button
            type="link"
            size="small"
            icon={<ReloadOutlined />}
            onClick={() => onChange({ ...defaultMissionFilters, sort: filters.sort })}
            data-testid="mission-filter-reset"
          >
            清除筛选条件
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
