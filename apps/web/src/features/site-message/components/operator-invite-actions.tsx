import { Button, Flex, Tag, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { siteMsgActionStateLabels, type SiteMsgAction } from '@zyz/domain';
import { confirmOperator, followActionLink } from '../../account';
import { siteMessageKey } from '../api/site-messages';
import { toChinaTime } from '../../../lib/china-time';
import { useFeedback } from '../../../lib/feedback';

interface Props {
  siteMsgId: string;
  action: SiteMsgAction;
}

const stateColors = {
  accepted: 'green',
  declined: 'default',
  revoked: 'default',
  expired: 'default',
  pending: 'red',
} as const;

/** The decision an operator invitation asks for: accept through its link, or decline. */
export function OperatorInviteActions({ siteMsgId, action }: Props) {
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (agree: boolean) =>
      agree && action.link
        ? followActionLink(action.link, siteMsgId)
        : confirmOperator(siteMsgId, agree),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: siteMessageKey });
      if (result.state === 'accepted')
        modal.success({
          title: `您已成为${result.orgName}的操作员`,
          content: `请在组织管理后台（/admin/）使用账号 ${result.consoleLoginName ?? ''} 和您的志愿者密码登录。`,
          okText: '知道了',
        });
      else message.success('已拒绝该邀请');
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: siteMessageKey }),
  });

  if (action.state !== 'pending')
    return (
      <Tag color={stateColors[action.state]} data-testid="operator-invite-state">
        {siteMsgActionStateLabels[action.state]}
      </Tag>
    );
  return (
    <Flex gap="small" align="center" wrap data-testid="operator-invite-actions">
      <Button
        type="primary"
        size="small"
        loading={decide.isPending && decide.variables === true}
        onClick={() => decide.mutate(true)}
        data-testid="operator-invite-accept"
      >
        同意成为操作员
      </Button>
      <Button
        size="small"
        loading={decide.isPending && decide.variables === false}
        onClick={() => decide.mutate(false)}
        data-testid="operator-invite-decline"
      >
        拒绝
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {`${toChinaTime(action.expiresAt).format('M月D日 HH:mm')}前有效`}
      </Typography.Text>
    </Flex>
  );
}
