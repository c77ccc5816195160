import { Descriptions, Typography, type DescriptionsProps } from 'antd';
import { maskMobile, type AdminInfo } from '@zyz/domain';
import { adminRoleLabels, formatDateTime } from '../../../lib/format';
import { useIsPhone } from '../../../lib/use-is-phone';

const empty = <Typography.Text type="secondary">未填写</Typography.Text>;

/** The signed-in account as its owner sees it; the mobile stays masked even for them. */
export function MyInfoDescriptions({ info }: { info: AdminInfo }) {
  // Two pairs to a row leave a phone's values a few characters wide: one pair a row there.
  const isPhone = useIsPhone();
  const items: DescriptionsProps['items'] = [
    { key: 'loginName', label: '登录账号', children: info.loginName },
    { key: 'name', label: '姓名', children: info.name || empty },
    { key: 'mobile', label: '手机号码', children: maskMobile(info.mobile) || empty },
    { key: 'email', label: '电子邮箱', children: info.email || empty },
    { key: 'role', label: '角色', children: adminRoleLabels[info.role] },
    { key: 'organisation', label: '所属组织', children: info.district.districtName },
    { key: 'path', label: '组织层级', span: isPhone ? 1 : 2, children: info.district.districtPath },
    { key: 'creditCode', label: '统一社会信用代码', children: info.district.creditCode || empty },
    {
      key: 'lastLogin',
      label: '最近登录时间',
      children: formatDateTime(info.lastLoginAt) || (
        <Typography.Text type="secondary">首次登录</Typography.Text>
      ),
    },
  ];
  return (
    <Descriptions
      bordered
      column={isPhone ? 1 : 2}
      size={isPhone ? 'small' : undefined}
      items={items}
      styles={{ label: { width: isPhone ? 112 : 180 } }}
      data-testid="my-info-descriptions"
    />
  );
}
