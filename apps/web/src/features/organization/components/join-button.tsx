import { useLocation, useNavigate } from 'react-router';
import { Button, Flex, Popconfirm, Tag, Typography } from 'antd';
import { UserType } from '@zyz/domain';
import { loginPathWithReturn, paths } from '../../../lib/paths';
import { useUserStore } from '../../../stores/user-store';
import { useJoinAction, useJoinState } from '../api/join';
import { useFeedback } from '../../../lib/feedback';

/**
 * Join the organisation as a volunteer: asks to sign in first; then applies, shows the pending
 * or rejected state, and lets the volunteer withdraw a request or leave.
 */
export function JoinButton({ districtId, name }: { districtId: string; name: string }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const isVolunteer = useUserStore((s) => Boolean(s.token) && s.type === UserType.Volunteer);
  const isOrganizer = useUserStore((s) => s.type === UserType.Organizer);
  const state = useJoinState(districtId, isVolunteer);
  const action = useJoinAction(districtId);

  if (isOrganizer) return null;
  if (!isVolunteer)
    return (
      <Button
        type="primary"
        onClick={() =>
          navigate(loginPathWithReturn(paths.volunteerLogin, location.pathname + location.search))
        }
        data-testid="org-join-login"
      >
        登录后申请加入
      </Button>
    );

  const run = (kind: 'apply' | 'cancel', done: string) =>
    action.mutate(kind, { onSuccess: () => void message.success(done) });
  const current = state.data?.state;
  if (state.isPending) return <Button loading>加入组织</Button>;
  if (current === 'member')
    return (
      <Flex gap={8} align="center" wrap>
        <Tag color="success" data-testid="org-join-state">
          已是成员
        </Tag>
        <Popconfirm
          title={`确定退出“${name}”吗？`}
          okText="退出"
          cancelText="再想想"
          onConfirm={() => run('cancel', '已退出组织')}
        >
          <Button loading={action.isPending}>退出组织</Button>
        </Popconfirm>
      </Flex>
    );
  if (current === 'pending')
    return (
      <Flex gap={8} align="center" wrap>
        <Tag color="processing" data-testid="org-join-state">
          申请审核中
        </Tag>
        <Button loading={action.isPending} onClick={() => run('cancel', '已撤回申请')}>
          撤回申请
        </Button>
      </Flex>
    );
  return (
    <Flex vertical gap={4} align="flex-start">
      {current === 'rejected' && (
        <Typography.Text type="secondary" data-testid="org-join-state">
          上次申请未通过{state.data?.reason ? `：${state.data.reason}` : ''}
        </Typography.Text>
      )}
      <Button
        type="primary"
        loading={action.isPending}
        onClick={() => run('apply', '申请已提交，请等待组织审核')}
        data-testid="org-join"
      >
        申请加入
      </Button>
    </Flex>
  );
}
