import { Card, Flex, Typography } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { MyCertificates } from '../features/certificate/components/my-certificates';
import { ZsVerify } from '../features/certificate/components/zs-verify';
import { Island } from '../islands/island';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';
import { VolunteerLoginPrompt } from '../components/volunteer-login-prompt';

/**
 * /zs (时长证明): anyone checks a certificate by its code (the QR code on the PDF opens this
 * page with ?code=); a signed-in volunteer also issues and downloads their own here.
 */
export default function ZsPage() {
  // Phone first: a visitor's page keeps what the server drew, and most visitors hold a phone.
  const isDesktop = useMinWidth('md') ?? false;
  const size = isDesktop ? 'default' : 'small';
  const userInfo = useUserStore((s) => s.userInfo);

  return (
    <Flex vertical gap="middle" data-testid="zs-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        志愿服务时长证明
      </Typography.Title>
      <Card title="查验证明真伪" size={size}>
        <Island name="zs-verify" component={ZsVerify} props={{}} />
      </Card>
      <Card title="开具时长证明" size={size}>
        {isVolunteerInfo(userInfo) ? (
          <MyCertificates userId={userInfo.userId} />
        ) : (
          <VolunteerLoginPrompt
            title="志愿者登录后可按日期范围开具时长证明（PDF）"
            testId="zs-login"
          />
        )}
      </Card>
    </Flex>
  );
}
