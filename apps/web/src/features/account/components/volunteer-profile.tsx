import { Card, Descriptions, Flex, List, Tag, Typography } from 'antd';
import { formatMinutes, maskMobile, type ServiceTime, type VolunteerInfo } from '@zyz/domain';
import { StarLevel } from '../../../components/star-level';

const genderLabels = { M: '男', F: '女' } as const;

interface VolunteerProfileProps {
  info: VolunteerInfo;
  serviceTime: ServiceTime | undefined;
}

/** The volunteer's own record. The ID number arrives masked from the server, even for its owner. */
export function VolunteerProfile({ info, serviceTime }: VolunteerProfileProps) {
  const { users: user } = info;
  const hours = (minutes: number | undefined, decimalHours: string) =>
    minutes === undefined ? `${decimalHours}小时` : formatMinutes(minutes);

  return (
    <Flex vertical gap="middle">
      <Card title="基本信息" data-testid="profile-basic">
        <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="middle">
          <Descriptions.Item label="姓名">{user.name}</Descriptions.Item>
          <Descriptions.Item label="志愿者编号">{user.volunteerNo}</Descriptions.Item>
          <Descriptions.Item label="用户名">{user.userName}</Descriptions.Item>
          <Descriptions.Item label="身份证号">{user.idCardCode ?? '未填写'}</Descriptions.Item>
          <Descriptions.Item label="手机号">
            {user.mobile ? maskMobile(user.mobile) : '未绑定'}
          </Descriptions.Item>
          <Descriptions.Item label="电子邮箱">{user.email ?? '未绑定'}</Descriptions.Item>
          <Descriptions.Item label="性别">
            {user.gender ? genderLabels[user.gender] : '未知'}
          </Descriptions.Item>
          <Descriptions.Item label="出生日期">
            {info.birthDay ?? user.birthDay ?? '未知'}
          </Descriptions.Item>
          <Descriptions.Item label="服务时长">
            <span data-testid="profile-service-time">
              {hours(serviceTime?.serviceTime, info.serviceTimeBD)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label="培训时长">
            {hours(serviceTime?.trainingTime, info.trainingTimeBD)}
          </Descriptions.Item>
          <Descriptions.Item label="星级">
            <StarLevel level={user.starLevel} showLabel />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="所属组织" data-testid="profile-districts">
        <List
          dataSource={info.usersDistricts}
          locale={{ emptyText: '尚未加入任何组织' }}
          renderItem={(district) => (
            <List.Item key={district.districtId}>
              <List.Item.Meta
                title={
                  <Flex gap="small" align="center" wrap>
                    {district.districtName}
                    {district.isMain && <Tag color="red">主组织</Tag>}
                  </Flex>
                }
                description={
                  <Typography.Text type="secondary">
                    {`${district.districtPath} · 加入于 ${district.joinedAt.slice(0, 10)}`}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
