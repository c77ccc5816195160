import { useSearchParams } from 'react-router';
import { Card, Flex, Typography } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { DonationVerifyPanel } from '../features/donation/components/donation-verify-panel';
import { MyDonations } from '../features/donation/components/my-donations';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';
import { VolunteerLoginPrompt } from '../components/volunteer-login-prompt';

/**
 * /donation (捐赠证书): anyone checks a donation certificate by its code (the QR code on the
 * PDF opens this page with ?code=); a signed-in volunteer sees their donations and certificates.
 */
export default function DonationPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const size = isDesktop ? 'default' : 'small';
  const [params, setParams] = useSearchParams();
  const userInfo = useUserStore((s) => s.userInfo);
  const code = (params.get('code') ?? '').trim();
  return (
    <Flex vertical gap="middle" data-testid="donation-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        捐赠证书
      </Typography.Title>
      <Card title="查验证书真伪" size={size}>
        <DonationVerifyPanel
          key={code}
          code={code}
          onCode={(next) => setParams(next ? { code: next } : {})}
        />
      </Card>
      <Card title="我的捐赠" size={size}>
        {isVolunteerInfo(userInfo) ? (
          <MyDonations userId={userInfo.userId} />
        ) : (
          <VolunteerLoginPrompt title="志愿者登录后可查看本人的捐赠记录并开具捐赠证书（PDF）" />
        )}
      </Card>
    </Flex>
  );
}
