import { Link } from 'react-router';
import { Flex, Tag, Typography } from 'antd';
import { serviceRecordKindLabels, type ServiceRecordItem } from '@zyz/domain';
import { paths } from '../../../lib/paths';

/** A mission's record links to the mission; a training has only its title. */
export function RecordSubject({ row }: { row: ServiceRecordItem }) {
  const title = (
    <Typography.Text strong ellipsis={{ tooltip: row.subject }} style={{ color: 'inherit' }}>
      {row.subject}
    </Typography.Text>
  );
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {row.missionId ? (
        <Link to={paths.missionDetail(row.missionId)} data-testid="service-record-subject">
          {title}
        </Link>
      ) : (
        <span data-testid="service-record-subject">{title}</span>
      )}
      <Flex gap={4} align="center" style={{ minWidth: 0 }}>
        {row.kind === 'training' && (
          <Tag style={{ marginInlineEnd: 0 }}>{serviceRecordKindLabels.training}</Tag>
        )}
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.districtName }}>
          {row.districtName}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
