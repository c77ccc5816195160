import { Link, useSearchParams } from 'react-router';
import { Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useMinWidth } from '../lib/use-min-width';
import { DownloadOutlined } from '@ant-design/icons';
import { formatMinutes } from '@zyz/domain';
import { paths } from '../lib/paths';
import { useMyCard, useRenewCard } from '../features/card/api/card';
import { CardCheckPanel } from '../features/card/components/card-check-panel';
import { CardImage } from '../features/card/components/card-image';
import { GrantPanel } from '../features/card/components/grant-panel';
import { ThirdPartyReport } from '../features/card/components/third-party-report';
import { showSuccess } from '../lib/feedback';
import { formatChinaDateTime } from '../lib/china-time';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';
import { VolunteerLoginPrompt } from '../components/volunteer-login-prompt';
import { StarLevel } from '../components/star-level';
import { InlineLoadFailed } from '../components/inline-load-failed';

function MyCard({ userId }: { userId: string }) {
  const card = useMyCard(userId);
  const renew = useRenewCard();
  if (card.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (card.isError)
    return (
      <InlineLoadFailed
        title={card.error.message || '志愿者证加载失败'}
        error={card.error}
        onRetry={() => void card.refetch()}
      />
    );
  const c = card.data;
  return (
    <Flex vertical gap="middle" data-testid="my-card">
      <CardImage userId={userId} checkCode={c.checkCode} />
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="志愿者编号">{c.volunteerNo}</Descriptions.Item>
        <Descriptions.Item label="服务时长">{formatMinutes(c.serviceMinutes)}</Descriptions.Item>
        <Descriptions.Item label="星级">
          <StarLevel level={c.starLevel} showLabel />
        </Descriptions.Item>
        <Descriptions.Item label="注册时间">
          {formatChinaDateTime(c.registeredAt)}
        </Descriptions.Item>
        <Descriptions.Item label="查验码">
          <Typography.Text copyable>{c.checkCode}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Flex gap="small" wrap>
        <Link to={paths.cardDownload}>
          <Button type="primary" icon={<DownloadOutlined />} data-testid="card-download-link">
            下载志愿者证
          </Button>
        </Link>
        <Popconfirm
          title="补办后旧志愿者证的二维码将失效，确定补办？"
          onConfirm={() =>
            renew.mutate(undefined, { onSuccess: () => showSuccess('已补办，请重新下载志愿者证') })
          }
        >
          <Button loading={renew.isPending}>挂失补办</Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}

/**
 * /card (志愿者证): a volunteer's digital card with its QR code; anyone checks a card by its
 * code (the QR code opens ?check=) and a third party reads hours with a volunteer's grant.
 */
export default function CardPage() {
  const isDesktop = useMinWidth('md') ?? true;
  const size = isDesktop ? 'default' : 'small';
  const [params, setParams] = useSearchParams();
  const userInfo = useUserStore((s) => s.userInfo);
  const check = (params.get('check') ?? '').trim();
  const isVolunteer = isVolunteerInfo(userInfo);

  const checkCard = (
    <Card title="查验志愿者证" size={size} key="check">
      <CardCheckPanel
        key={check}
        code={check}
        onCode={(next) => setParams(next ? { check: next } : {})}
      />
    </Card>
  );
  return (
    <Flex vertical gap="middle" data-testid="card-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        志愿者证
      </Typography.Title>
      {check ? checkCard : null}
      <Card title="我的志愿者证" size={size}>
        {isVolunteer ? (
          <MyCard userId={userInfo.userId} />
        ) : (
          <VolunteerLoginPrompt title="志愿者登录后可查看和下载电子志愿者证" testId="card-login" />
        )}
      </Card>
      {isVolunteer ? (
        <Card title="授权第三方查询时长" size={size}>
          <GrantPanel userId={userInfo.userId} volunteerNo={userInfo.volunteerNo} />
        </Card>
      ) : null}
      {check ? null : checkCard}
      <Card title="凭授权码查询志愿者时长" size={size}>
        <ThirdPartyReport />
      </Card>
    </Flex>
  );
}
