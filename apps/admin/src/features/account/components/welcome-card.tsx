import { Card, Flex, Space, Tag, Typography } from 'antd';
import { ApartmentOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { AdminInfo } from '@zyz/domain';
import { adminRoleLabels, formatDateTime, toChinaTime } from '../../../lib/format';

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/** Who is signed in and where in the organisation tree, straight from preEditMyInfo. */
export function WelcomeCard({ info }: { info: AdminInfo }) {
  const lastLogin = formatDateTime(info.lastLoginAt);
  return (
    <Card data-testid="welcome-card">
      <Flex vertical gap={12}>
        <Space size={12} align="center">
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="welcome-name">
            {greeting(toChinaTime().hour())}，{info.name || info.loginName}
          </Typography.Title>
          <Tag color={info.role === 'federation' ? 'red' : 'volcano'} data-testid="welcome-role">
            {adminRoleLabels[info.role]}
          </Tag>
        </Space>
        <Typography.Text type="secondary">
          <ApartmentOutlined /> 所属组织：{info.district.districtPath || info.district.districtName}
        </Typography.Text>
        <Typography.Text type="secondary">
          <ClockCircleOutlined /> 最近登录：{lastLogin || '暂无记录'}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
