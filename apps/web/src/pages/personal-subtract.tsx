import { Link } from 'react-router';
import { Alert, Button, Card, Flex, List, Skeleton, Typography, type ButtonProps } from 'antd';
import { toChinaTime } from '../lib/china-time';
import { paths } from '../lib/paths';
import { useLogoffAction, useLogoffState } from '../features/account/api/security';
import { MyDataCard } from '../features/account/components/my-data-card';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';
import { useFeedback } from '../lib/feedback';

const day = (iso: string | null) => (iso ? toChinaTime(iso).format('YYYY年M月D日 HH:mm') : '');

/**
 * /personalCenter/subtract: password, account logoff and the copy of one's data; a logged-off
 * account is held here, and may still download its data before it is anonymised.
 */
export default function PersonalSubtractPage() {
  const { modal, message } = useFeedback();
  const userInfo = useUserStore((s) => s.userInfo);
  const userId = isVolunteerInfo(userInfo) ? userInfo.userId : null;
  const state = useLogoffState(userId);
  const action = useLogoffAction();
  const isCooling =
    state.data?.state === 'cooling' ||
    (!state.data && isVolunteerInfo(userInfo) && userInfo.logoffSate === 'true');
  const days = state.data?.coolingDays ?? 15;

  const apply = () =>
    modal.confirm({
      title: '确定申请注销账号吗？',
      width: 480,
      content: (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          提交后进入{days}
          天冷静期：冷静期内账号只能访问本页面，报名、签到等功能暂停，可随时撤销申请。
          冷静期满后，您的姓名、身份证号、手机号码、邮箱等个人信息将被匿名化处理且无法恢复；
          已记录的服务时长仍保留在组织的统计中，但不能再以您的名义查询或开具证明。
        </Typography.Paragraph>
      ),
      okText: '确认申请注销',
      okButtonProps: { danger: true, 'data-testid': 'logoff-confirm' } as ButtonProps,
      cancelText: '再想想',
      onOk: () =>
        action.mutateAsync('apply').then(
          () => void message.success('已提交注销申请，冷静期内可随时撤销'),
          () => undefined,
        ),
    });

  const cancel = () =>
    action.mutate('cancel', {
      onSuccess: () => void message.success('已撤销注销申请，账号恢复正常'),
    });

  const rows = [
    {
      title: '登录密码',
      // The guard holds a logged-off account on this page, so the link would only bounce.
      actions: isCooling
        ? []
        : [
            <Link key="change" to={paths.changePassword}>
              <Button data-testid="to-change-password">修改密码</Button>
            </Link>,
          ],
      description: isCooling
        ? '注销冷静期内不能修改密码。'
        : '建议定期更换密码，密码须包含大小写字母和数字，长度8到20位。修改后其他设备上的登录将自动退出。',
    },
    {
      title: '账号注销',
      actions: [
        isCooling ? (
          <Button
            key="cancel"
            type="primary"
            loading={action.isPending}
            onClick={cancel}
            data-testid="logoff-cancel"
          >
            撤销注销申请
          </Button>
        ) : (
          <Button key="apply" danger onClick={apply} data-testid="logoff-apply">
            申请注销
          </Button>
        ),
      ],
      description: (
        <Typography.Text type="secondary">
          {isCooling
            ? '冷静期内可随时撤销注销申请，撤销后账号立即恢复正常。'
            : `注销前请先取消尚未结束的活动报名。申请后有${days}天冷静期，期满后个人信息将被匿名化处理。`}
        </Typography.Text>
      ),
    },
  ];

  return (
    <Flex vertical gap="middle" data-testid="subtract-page">
      <Card title="安全设置">
        {state.isPending && userId !== null ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : isCooling ? (
          <Alert
            type="warning"
            showIcon
            data-testid="logoff-notice"
            title="您的账号已申请注销，正处于注销冷静期"
            description={
              state.data?.anonymiseAt
                ? `申请时间：${day(state.data.appliedAt)}。冷静期至 ${day(state.data.anonymiseAt)}，期满后个人信息将被匿名化处理。冷静期内账号仅能访问本页面，报名、签到等功能已暂停；如需继续使用，请撤销注销申请。`
                : '冷静期内账号仅能访问本页面，报名、签到等功能已暂停；如需继续使用，请撤销注销申请。'
            }
          />
        ) : (
          <Alert type="success" showIcon data-testid="account-normal" title="账号状态正常" />
        )}
      </Card>
      <Card>
        {/* From a dataSource, so antd draws the rows inside a <ul> (children alone are bare <li>s). */}
        <List
          dataSource={rows}
          renderItem={(row) => (
            <List.Item actions={row.actions}>
              <List.Item.Meta title={row.title} description={row.description} />
            </List.Item>
          )}
        />
      </Card>
      <MyDataCard />
    </Flex>
  );
}
