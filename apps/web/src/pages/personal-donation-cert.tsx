import { Card } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { MyDonations } from '../features/donation/components/my-donations';
import { VolunteerOnlyNotice } from '../features/my-mission/components/volunteer-only-notice';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';

/** /personalCenter/certificate (捐赠证书): one's donations and their certificates. */
export default function PersonalDonationCertPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const userInfo = useUserStore((s) => s.userInfo);
  if (!isVolunteerInfo(userInfo)) return <VolunteerOnlyNotice what="捐赠证书" />;
  return (
    <Card title="捐赠证书" size={isDesktop ? 'default' : 'small'} data-testid="donation-cert-page">
      <MyDonations userId={userInfo.userId} />
    </Card>
  );
}
