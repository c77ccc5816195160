import { Card } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { MyCertificates } from '../features/certificate/components/my-certificates';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';

/** /personalCenter/timeCate (时长证明): issue, download and check one's time certificates. */
export default function PersonalTimeCertPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const userInfo = useUserStore((s) => s.userInfo);
  if (!isVolunteerInfo(userInfo)) return <VolunteerOnlyNotice what="时长证明" />;
  return (
    <Card title="时长证明" size={isDesktop ? 'default' : 'small'} data-testid="time-cert-page">
      <MyCertificates userId={userInfo.userId} />
    </Card>
  );
}
