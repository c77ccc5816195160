import { Link } from 'react-router';
import { Flex, Typography } from 'antd';
import type { UserMission } from '@zyz/domain';
import { paths } from '../../../lib/paths';

/** The mission's name (to its page) and the organisation that runs it. */
export function MissionSubject({ row }: { row: UserMission }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Link to={paths.missionDetail(row.missionId)} data-testid="my-mission-subject">
        <Typography.Text strong ellipsis={{ tooltip: row.subject }} style={{ color: 'inherit' }}>
          {row.subject}
        </Typography.Text>
      </Link>
      <Typography.Text type="secondary" ellipsis={{ tooltip: row.districtName }}>
        {row.districtName}
      </Typography.Text>
    </Flex>
  );
}
