import { Card } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { ReceivedList } from '../features/evaluation/components/received-list';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';

/** /personalCenter/receiveComments (收到的评价): organisers' ratings of the volunteer. */
export default function PersonalReceiveCommentsPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const userInfo = useUserStore((s) => s.userInfo);
  if (!isVolunteerInfo(userInfo)) return <VolunteerOnlyNotice what="收到的评价" />;
  return (
    <Card
      title="收到的评价"
      size={isDesktop ? 'default' : 'small'}
      data-testid="receive-comments-page"
    >
      <ReceivedList userId={userInfo.userId} />
    </Card>
  );
}
