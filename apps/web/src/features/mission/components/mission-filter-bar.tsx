import { lazy, Suspense, useEffect, useState, type CSSProperties } from 'react';
import { Button, Flex, Input, theme } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { defaultMissionFilters, isFiltered, type MissionFilters } from '../mission-filters';

// The district, type, status and date fields bring antd's Select, Cascader and DatePicker
// (most of this bar's code): a phone loads them when its visitor opens 筛选, not to draw the
// keyword box, so the tap that opens them is answered at once.
const loadMore = () => import('./mission-filter-more');
const MissionFilterMore = lazy(async () => ({ default: (await loadMore()).MissionFilterMore }));

interface MissionFilterBarProps {
  filters: MissionFilters;
  /** A filter change starts again at page 1; the page does that. */
  onChange: (patch: Partial<MissionFilters>) => void;
}

const keywordOf = (form: HTMLFormElement) => String(new FormData(form).get('keyword') ?? '').trim();

/**
 * The room the fields take (global.css, .mission-filter-space): before the window's width is
 * known (the server, hydration) only a desk sees it, and the fields arrive in it without
 * pushing the list down; while their code arrives, it says so.
 */
function FieldsSpace({ isLoading, isExpanded }: { isLoading: boolean; isExpanded: boolean }) {
  const { token } = theme.useToken();
  return (
    <div
      className={`mission-filter-space${isExpanded ? ' mission-filter-space-open' : ''}`}
      aria-busy={isLoading || undefined}
      data-testid={isLoading ? 'mission-filter-more-loading' : undefined}
      style={
        {
          '--field-height': `${token.controlHeight}px`,
          '--field-gap': `${token.marginSM}px`,
          color: token.colorTextSecondary,
        } as CSSProperties
      }
    >
      {isLoading && '正在加载筛选项…'}
    </div>
  );
}

/** Keyword first; on a phone the other filters fold away behind one button. */
export function MissionFilterBar({ filters, onChange }: MissionFilterBarProps) {
  const { token } = theme.useToken();
  const isDesk = useMinWidth('md');
  const isPhone = !isDesk;
  const [isExpanded, setExpanded] = useState(false);
  const showMore = !isPhone || isExpanded;
  // Once the bar is alive its fields' code follows, before anyone asks for them.
  useEffect(() => void loadMore().catch(() => undefined), []);

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
            // Hidden on a desk by its class until the width is known (global.css).
            className="mission-filter-toggle"
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
      {showMore ? (
        <Suspense fallback={<FieldsSpace isLoading isExpanded={isExpanded} />}>
          <MissionFilterMore filters={filters} onChange={onChange} isPhone={isPhone} />
        </Suspense>
      ) : (
        isDesk === undefined && <FieldsSpace isLoading={false} isExpanded={false} />
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
