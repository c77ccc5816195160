import { Flex, theme } from 'antd';
import { MissionListFilters } from '../features/mission/components/mission-list-filters';
import { MissionListResults } from '../features/mission/components/mission-list-results';
import { Island } from '../islands/island';
import { breakpointPx } from '../lib/use-min-width';

/**
 * /mission, kept alive by the shell. Its filters live in its address (use-list-filters.ts): a
 * visit to a mission and back, a reload or a shared link finds the same list, and the server
 * draws it. On a visitor's page the filter bar and the results are two islands, so the first
 * tap on 筛选 wakes only the bar.
 */
export default function MissionPage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin} data-testid="mission-page">
      {/* h2: the cards' titles below are h3, and a heading level must not be skipped. */}
      <h2
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          fontWeight: token.fontWeightStrong,
          lineHeight: token.lineHeightHeading3,
        }}
      >
        志愿活动
      </h2>
      {/* A bordered panel, not antd's Card: its styles (9 kB) would travel in every list page. */}
      <div
        style={{
          padding: token.paddingSM,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Island
          name="mission-filters"
          component={MissionListFilters}
          props={{}}
          // A desk shows every field at once, not the phone's folded bar the server drew.
          when={{ visibleFromWidth: breakpointPx.md }}
        />
      </div>
      <Island
        name="mission-results"
        component={MissionListResults}
        props={{}}
        // A desk's grid is not the phone's single column the server drew.
        when={{ visibleFromWidth: breakpointPx.sm }}
        followsAddress
      />
    </Flex>
  );
}
