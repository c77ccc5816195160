import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { donationKindLabels, type Donation } from '@zyz/domain';
import { paths } from '../../../lib/paths';
import { formatChinaDateTime } from '../../../lib/china-time';
import { showError } from '../../../lib/feedback';
import {
  downloadDonationCertificate,
  useIssueDonationCertificate,
  useMyDonations,
} from '../api/donations';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { ListPagination } from '../../../components/list-pagination';

const pageSize = 10;

function DonationItem({ donation }: { donation: Donation }) {
  const [isDownloading, setDownloading] = useState(false);
  const issue = useIssueDonationCertificate();
  const isVoid = donation.state === 'void';
  const download = async () => {
    setDownloading(true);
    try {
      await downloadDonationCertificate(donation);
    } catch (error) {
      showError(error instanceof Error ? error.message : '暂时无法下载捐赠证书');
    } finally {
      setDownloading(false);
    }
  };
  const actions = isVoid
    ? []
    : donation.certNumber
      ? [
          <Button
            key="download"
            type="link"
            icon={<DownloadOutlined />}
            loading={isDownloading}
            onClick={() => void download()}
            data-testid="donation-download"
          >
            下载证书 PDF
          </Button>,
          <Link key="verify" to={paths.donationVerify(donation.certVerifyCode ?? '')}>
            <Button type="link" icon={<SafetyCertificateOutlined />}>
              查验真伪
            </Button>
          </Link>,
        ]
      : [
          <Button
            key="issue"
            type="link"
            loading={issue.isPending}
            onClick={() => issue.mutate(donation.donationId)}
            data-testid="donation-issue"
          >
            开具捐赠证书
          </Button>,
        ];
  return (
    <Card
      size="small"
      data-testid="donation-item"
      title={
        <Flex gap="small" align="center" wrap>
          <Tag color="red">{donationKindLabels[donation.kind]}</Tag>
          {donation.description}
        </Flex>
      }
      extra={isVoid ? <Tag>已作废</Tag> : null}
      actions={actions}
    >
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="受赠组织">{donation.organisation}</Descriptions.Item>
        <Descriptions.Item label="捐赠日期">{donation.donatedOn}</Descriptions.Item>
        <Descriptions.Item label="捐赠用途">{donation.purpose}</Descriptions.Item>
        {donation.certNumber ? (
          <Descriptions.Item label="证书编号">
            <span data-testid="donation-cert-number">{donation.certNumber}</span>
          </Descriptions.Item>
        ) : null}
        {donation.certVerifyCode ? (
          <Descriptions.Item label="验证码">
            <Typography.Text copyable>{donation.certVerifyCode}</Typography.Text>
          </Descriptions.Item>
        ) : null}
        {donation.certIssuedAt ? (
          <Descriptions.Item label="开具时间">
            {formatChinaDateTime(donation.certIssuedAt)}
          </Descriptions.Item>
        ) : null}
        {isVoid ? (
          <Descriptions.Item label="作废原因">{donation.voidReason}</Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}

/** The signed-in volunteer's donations, each with its certificate to issue, download or check. */
export function MyDonations({ userId }: { userId: string }) {
  const [pageIndex, setPageIndex] = useState(1);
  const list = useMyDonations(userId, pageIndex, pageSize);
  const total = list.data?.total ?? 0;
  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError && !list.data)
    return (
      <InlineLoadFailed
        title="捐赠记录加载失败"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (total === 0)
    return (
      <Empty
        description="暂无捐赠记录。向志愿组织捐赠后，由受赠组织登记，即可在此开具捐赠证书。"
        data-testid="donation-empty"
      />
    );
  return (
    <Flex vertical gap="middle" data-testid="my-donations">
      {list.data?.list.map((d) => (
        <DonationItem key={d.donationId} donation={d} />
      ))}
      <ListPagination
        align="center"
        current={pageIndex}
        pageSize={pageSize}
        total={total}
        onChange={setPageIndex}
      />
    </Flex>
  );
}
