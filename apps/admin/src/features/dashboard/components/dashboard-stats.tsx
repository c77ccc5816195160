import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  theme,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useDashboard } from '../api/dashboard';
import { byChildOption, monthlyOption } from './chart-options';
import { EChart } from './echart';

interface Props {
  /** Saves the .xlsx of the figures shown (the page passes the console's download call). */
  onExport: (months: number, districtName: string) => Promise<void>;
}

const monthChoices = [
  { label: '近6个月', value: 6 },
  { label: '近12个月', value: 12 },
  { label: '近24个月', value: 24 },
];

/** 数据统计: the node's figures, by month and by subordinate node; loaded only on the dashboard. */
export default function DashboardStats({ onExport }: Props) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [months, setMonths] = useState(12);
  const [isExporting, setExporting] = useState(false);
  const { data, isPending, isError } = useDashboard(months);
  const isPhone = useIsPhone();
  const colors = useMemo(
    () => [token.colorPrimary, token.gold6 ?? '#d4b106', token.blue6 ?? '#1677ff'],
    [token],
  );
  const monthly = useMemo(
    () => (data ? monthlyOption(data, colors, isPhone) : null),
    [data, colors, isPhone],
  );
  const byChild = useMemo(
    () => (data ? byChildOption(data, colors, isPhone) : null),
    [data, colors, isPhone],
  );

  if (isError) return null;
  const exportFile = () => {
    if (!data) return;
    setExporting(true);
    onExport(months, data.districtName)
      .then(() => void message.success('统计表已导出'))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  return (
    <Card
      title={data ? `${data.districtName} · 数据统计` : '数据统计'}
      data-testid="dashboard-stats"
      extra={
        <Flex gap={8} wrap>
          <Segmented options={monthChoices} value={months} onChange={(v) => setMonths(Number(v))} />
          <Button
            icon={<DownloadOutlined />}
            loading={isExporting}
            disabled={!data}
            onClick={exportFile}
          >
            导出 Excel
          </Button>
        </Flex>
      }
    >
      {isPending || !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={token.marginLG}>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Statistic title="志愿者" value={data.totals.volunteers} suffix="人" />
            </Col>
            <Col xs={24} md={8}>
              <Statistic title="发布活动" value={data.totals.missions} suffix="个" />
            </Col>
            <Col xs={24} md={8}>
              <Statistic
                title="累计服务时长"
                value={Math.floor(data.totals.serviceMinutes / 60)}
                suffix="小时"
              />
            </Col>
          </Row>
          <Card type="inner" title="按月统计">
            <EChart option={monthly!} height={320} label="按月统计的新增志愿者、活动和服务时长" />
          </Card>
          <Card type="inner" title="按下级组织统计">
            {data.byChild.length === 0 ? (
              <Empty description="本组织没有下级组织" />
            ) : (
              <EChart
                option={byChild!}
                height={360}
                label="按下级组织统计的志愿者、活动和服务时长"
              />
            )}
          </Card>
        </Flex>
      )}
    </Card>
  );
}
