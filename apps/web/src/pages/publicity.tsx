import { Flex, Typography } from 'antd';
import { PublicityListCard } from '../features/publicity/components/publicity-list-card';
import { Island } from '../islands/island';
import { breakpointPx } from '../lib/use-min-width';

/** /publicity (时长公示): hours about to be credited, open to objection until the period ends. */
export default function PublicityPage() {
  return (
    <Flex vertical gap="middle" data-testid="publicity-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        时长公示
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        志愿服务时长在计入前公示，公示期内任何人都可对不实的记录提出异议，由发布活动的组织核实处理；公示期满无异议的时长正式计入。
      </Typography.Paragraph>
      <Island
        name="publicity-list"
        component={PublicityListCard}
        props={{}}
        // A desk's table is not the phone's cards the server drew.
        when={{ visibleFromWidth: breakpointPx.md }}
      />
    </Flex>
  );
}
