import { Card } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { EvaluateList } from '../features/evaluation/components/evaluate-list';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';

/** /personalCenter/evaluation (活动评价): rate the missions one has signed out of. */
export default function PersonalEvaluationPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const userInfo = useUserStore((s) => s.userInfo);
  if (!isVolunteerInfo(userInfo)) return <VolunteerOnlyNotice what="活动评价" />;
  return (
    <Card title="活动评价" size={isDesktop ? 'default' : 'small'} data-testid="evaluation-page">
      <EvaluateList userId={userInfo.userId} />
    </Card>
  );
}
