import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatMinutes, type Certificate } from '@zyz/domain';
import { formatChinaDateTime } from '../../../lib/china-time';
import { showError } from '../../../lib/feedback';
import { downloadCertificate } from '../api/download-certificate';
import { verifyPagePath } from '../verify-path';

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const [isDownloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(certificate.certificateId, certificate.number);
    } catch (error) {
      showError(error instanceof Error ? error.message : '暂时无法下载证明');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card
      size="small"
      title={certificate.number}
      data-testid="certificate-item"
      actions={[
        <Button
          key="download"
          type="link"
          icon={<DownloadOutlined />}
          loading={isDownloading}
          onClick={() => void download()}
          data-testid="certificate-download"
        >
          下载 PDF
        </Button>,
        <Link
          key="verify"
          to={verifyPagePath(certificate.verifyCode)}
          data-testid="certificate-verify-link"
        >
          <Button type="link" icon={<SafetyCertificateOutlined />}>
            查验真伪
          </Button>
        </Link>,
      ]}
    >
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="服务日期">
          {certificate.beginDate} 至 {certificate.endDate}
        </Descriptions.Item>
        <Descriptions.Item label="服务时长">
          <Typography.Text strong data-testid="certificate-total">
            {formatMinutes(certificate.totalMinutes)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="活动数">{certificate.missionCount}</Descriptions.Item>
        <Descriptions.Item label="开具时间">
          {formatChinaDateTime(certificate.issuedAt)}
        </Descriptions.Item>
        <Descriptions.Item label="验证码">
          <Typography.Text copyable>{certificate.verifyCode}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

export function CertificateList({ list }: { list: Certificate[] }) {
  return (
    <Flex vertical gap="middle" data-testid="certificate-list">
      {list.map((certificate) => (
        <CertificateItem key={certificate.certificateId} certificate={certificate} />
      ))}
    </Flex>
  );
}
