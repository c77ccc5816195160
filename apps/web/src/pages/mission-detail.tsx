import { Link, useLoaderData } from 'react-router';
import { Alert, Breadcrumb, Card, Flex, Skeleton, theme } from 'antd';
import { BizCode } from '@zyz/domain';
import { paths } from '../lib/paths';
import type { SlugData } from '../app/routes/lazy-page';
import { missionIdPattern } from './mission-detail.data';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/use-document-title';
import { useMissionDetails } from '../features/mission/api/mission-details';
import { LongText } from '../features/mission/components/long-text';
import { MissionConditions } from '../features/mission/components/mission-conditions';
import { MissionFacts } from '../features/mission/components/mission-facts';
import { MissionHeadline } from '../features/mission/components/mission-headline';
import { MissionNotFound } from '../features/mission/components/mission-not-found';
import { MissionShifts } from '../features/mission/components/mission-shifts';
import { Island } from '../islands/island';
import { breakpointPx } from '../lib/use-min-width';
import { LoadFailed } from '../components/load-failed';

/** /mission/detail-{missionId}: everything a volunteer needs to decide and apply. */
export default function MissionDetailPage() {
  const { id } = useLoaderData<SlugData>();
  // A malformed id can never be a mission; asking the server would only raise a warning.
  if (!missionIdPattern.test(id)) return <MissionNotFound />;
  return <MissionDetail key={id} missionId={id} />;
}

function MissionDetail({ missionId }: { missionId: string }) {
  const { token } = theme.useToken();
  const details = useMissionDetails(missionId);
  const subject = details.data?.subject;
  useDocumentTitle(subject);

  if (details.isPending)
    return (
      <Card data-testid="mission-detail-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (details.isError) {
    const { error } = details;
    const isMissing =
      error instanceof ApiError &&
      (error.code === BizCode.NotFound || error.code === BizCode.InvalidInput);
    if (isMissing) return <MissionNotFound />;
    return <LoadFailed title="活动加载失败" error={error} onRetry={() => void details.refetch()} />;
  }
  const mission = details.data;
  return (
    <Flex vertical gap={token.margin} data-testid="mission-detail-page">
      <Breadcrumb
        items={[{ title: <Link to={paths.mission}>志愿活动</Link> }, { title: '活动详情' }]}
      />
      {mission.status === 'cancelled' && (
        <Alert
          type="warning"
          showIcon
          title="该活动已取消"
          description="组织已取消本次活动，已报名的志愿者将收到站内消息通知。"
        />
      )}
      <MissionHeadline mission={mission} />
      <Card title="活动信息">
        <MissionFacts mission={mission} />
      </Card>
      <MissionConditions mission={mission} />
      {/* Seen: a desk's table replaces the phone's list the server drew (use-min-width). */}
      <Island
        name="mission-shifts"
        component={MissionShifts}
        props={{ missionId: mission.missionId }}
        when={{ visibleFromWidth: breakpointPx.md }}
      />
      <Card title="招募要求" data-testid="mission-requirements">
        <LongText text={mission.requirements} empty="无特别要求" />
      </Card>
      <Card title="活动介绍" data-testid="mission-description">
        <LongText text={mission.description} empty="暂无介绍" />
      </Card>
    </Flex>
  );
}
