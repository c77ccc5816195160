import { Flex, theme } from 'antd';
import { Figure } from '../../../components/figure';
import type { MissionSummary } from '@zyz/domain';

/** The totals of a finished mission under its card, all from the list answer. */
export function MissionTotals({ mission }: { mission: MissionSummary }) {
  const { token } = theme.useToken();
  const statStyle = { flex: 1, textAlign: 'center' as const };
  const valueStyle = { fontSize: token.fontSizeHeading4 };
  return (
    <Flex
      style={{
        marginTop: -token.borderRadiusLG,
        paddingTop: token.borderRadiusLG + token.paddingXS,
        paddingBottom: token.paddingXS,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderTop: 'none',
        borderRadius: `0 0 ${token.borderRadiusLG}px ${token.borderRadiusLG}px`,
      }}
      data-testid="mission-totals"
    >
      <Figure
        title="服务时段"
        value={mission.shiftCount}
        suffix="个"
        style={statStyle}
        valueStyle={valueStyle}
      />
      <Figure
        title="报名 / 招募人数"
        value={`${mission.appliedCount} / ${mission.quotaTotal}`}
        style={statStyle}
        valueStyle={valueStyle}
      />
    </Flex>
  );
}
