import { startTransition, useEffect, useState } from 'react';
import { Flex, Segmented, Tooltip, theme } from 'antd';
import { formatListTotal } from '@zyz/domain';
import type { MissionSort } from '../api/mission-list';
import type { PointerState } from '../hooks/use-pointer';

interface MissionSortBarProps {
  sort: MissionSort;
  onChange: (sort: MissionSort) => void;
  position: PointerState;
  total: number | null;
}

function distanceHint(position: PointerState): string {
  if (position.status === 'ready') return '按与您的距离由近到远排列（仅含填写了位置的活动）';
  if (position.status === 'locating') return '正在获取您的位置，请稍候...';
  return position.problem ?? '暂时无法获取您的位置';
}

/** 最新发布 / 开始时间 / 距离最近; distance is offered only once the position is known. */
export function MissionSortBar({ sort, onChange, position, total }: MissionSortBarProps) {
  const { token } = theme.useToken();
  const canSortByDistance = position.pointer !== null;
  // A phone has no hover for the tooltip: a refusal is also said under the bar, once the
  // visitor taps 距离最近 (said unasked, it pushed the list down just after the page drew).
  const [isReasonAsked, setReasonAsked] = useState(false);
  const isRefused = position.problem !== null && position.pointer === null && isReasonAsked;
  // The hint is for a pointer, after the page has come alive: drawn on the server it only put
  // the tooltip's styles (13 kB) into every list page's HTML.
  const [isAlive, setAlive] = useState(false);
  useEffect(() => startTransition(() => setAlive(true)), []);
  const distanceLabel = (
    <span data-testid="mission-sort-distance" onClick={() => setReasonAsked(true)}>
      距离最近
    </span>
  );
  const secondary = { color: token.colorTextSecondary };
  return (
    <Flex vertical gap={token.marginXXS}>
      <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
        <Segmented<MissionSort>
          value={sort === 'distance' && !canSortByDistance ? 'newest' : sort}
          onChange={onChange}
          options={[
            { value: 'newest', label: '最新发布' },
            { value: 'start', label: '开始时间' },
            {
              value: 'distance',
              disabled: !canSortByDistance,
              label: isAlive ? (
                <Tooltip title={distanceHint(position)}>{distanceLabel}</Tooltip>
              ) : (
                distanceLabel
              ),
            },
          ]}
          data-testid="mission-sort"
        />
        {total !== null && (
          <span style={secondary} data-testid="mission-total">
            共 {formatListTotal(total)} 个活动
          </span>
        )}
      </Flex>
      {isRefused && (
        <span
          style={{ ...secondary, fontSize: token.fontSizeSM }}
          data-testid="mission-position-problem"
        >
          {position.problem}
        </span>
      )}
    </Flex>
  );
}
