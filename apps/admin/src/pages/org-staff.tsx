import { useState } from 'react';
import { App, Button, Card, Popconfirm, Result, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { staffRoleLabels, type Staff, type StaffPasswordResult } from '@zyz/domain';
import { formatDateTime } from '../lib/format';
import { useOrgProfile } from '../features/org/api/org-profile';
import {
  useCreateStaff,
  useResetStaffPassword,
  useStaff,
  useUpdateStaff,
} from '../features/org/api/org-staff';
import { StaffFormDialog } from '../features/org/components/staff-form-dialog';
import { TempPasswordDialog } from '../features/org/components/temp-password-dialog';
import { InviteOperatorDialog } from '../features/operator-invite/invite-operator-dialog';
import {
  ResetTotpDialog,
  type ResetTotpTarget,
} from '../features/staff-mfa/components/reset-totp-dialog';
import { useDeskPin } from '../lib/use-desk-pin';

/**
 * 工作人员: the organisation admin adds, disables, re-roles staff and resets their passwords and
 * second factors.
 */
export default function OrgStaffPage() {
  const pin = useDeskPin();
  const { message } = App.useApp();
  const profile = useOrgProfile();
  const isAdmin = profile.data?.myRole === 'admin';
  const staff = useStaff();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const reset = useResetStaffPassword();
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [password, setPassword] = useState<StaffPasswordResult | null>(null);
  const [totpTarget, setTotpTarget] = useState<ResetTotpTarget | null>(null);

  if (profile.data && !isAdmin)
    return <Result status="403" title="无权访问" subTitle="仅组织管理员可管理工作人员" />;

  const quietly = (p: Promise<unknown>) => p.catch(() => undefined); // refusals were shown

  return (
    <Card
      title="工作人员"
      extra={
        <Space>
          <Button onClick={() => setInviting(true)} data-testid="staff-invite-operator">
            邀请志愿者
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="staff-add"
          >
            新增工作人员
          </Button>
        </Space>
      }
      data-testid="org-staff-page"
    >
      <Typography.Paragraph type="secondary">
        为每位工作人员分别开设账号，不要共用。停用后该账号立即下线且不能登录；重置密码会使其所有登录失效；工作人员丢失手机和恢复码时，可重置其两步验证。
      </Typography.Paragraph>
      <Table<Staff>
        rowKey="staffId"
        loading={staff.isFetching}
        dataSource={staff.data ?? []}
        pagination={false}
        scroll={{ x: 1060 }}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            width: 120,
            render: (n: string, s) => (
              <>
                {n} {s.isMe && <Tag>我</Tag>}
                {s.hasSecondFactor && (
                  <Tag color="green" data-testid={`staff-has-totp-${s.loginName}`}>
                    两步验证
                  </Tag>
                )}
              </>
            ),
          },
          { title: '账号', dataIndex: 'loginName', width: 150 },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          {
            title: '角色',
            dataIndex: 'role',
            width: 110,
            render: (r: Staff['role']) => (
              <Tag color={r === 'admin' ? 'red' : 'blue'}>{staffRoleLabels[r]}</Tag>
            ),
          },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: Staff['status']) =>
              s === 'active' ? <Tag color="green">正常</Tag> : <Tag>已停用</Tag>,
          },
          {
            title: '最近登录',
            dataIndex: 'lastLoginAt',
            width: 150,
            render: (v: string | null) => formatDateTime(v) || '从未登录',
          },
          {
            title: '操作',
            key: 'op',
            width: 400,
            fixed: pin,
            render: (_, s) =>
              s.isMe ? (
                <Typography.Text type="secondary">在个人中心修改密码</Typography.Text>
              ) : (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    onClick={() =>
                      void quietly(
                        update
                          .mutateAsync({
                            staffId: Number(s.staffId),
                            role: s.role === 'admin' ? 'operator' : 'admin',
                          })
                          .then(() => message.success('角色已修改')),
                      )
                    }
                  >
                    设为{s.role === 'admin' ? '操作员' : '管理员'}
                  </Button>
                  <Popconfirm
                    title={
                      s.status === 'active' ? `停用 ${s.name} 的账号？` : `启用 ${s.name} 的账号？`
                    }
                    description={
                      s.status === 'active' ? '停用后该账号立即下线，不能再登录' : undefined
                    }
                    onConfirm={() =>
                      quietly(
                        update
                          .mutateAsync({
                            staffId: Number(s.staffId),
                            status: s.status === 'active' ? 'disabled' : 'active',
                          })
                          .then(() => message.success(s.status === 'active' ? '已停用' : '已启用')),
                      )
                    }
                  >
                    <Button
                      type="link"
                      danger={s.status === 'active'}
                      data-testid={`staff-toggle-${s.loginName}`}
                    >
                      {s.status === 'active' ? '停用' : '启用'}
                    </Button>
                  </Popconfirm>
                  <Popconfirm
                    title={`重置 ${s.name} 的密码？`}
                    description="将生成一次性密码，原密码和所有登录立即失效"
                    onConfirm={() =>
                      quietly(
                        reset
                          .mutateAsync({ staffId: s.staffId })
                          .then((r) => setPassword(r as StaffPasswordResult)),
                      )
                    }
                  >
                    <Button type="link">重置密码</Button>
                  </Popconfirm>
                  {s.hasSecondFactor && (
                    <Button
                      type="link"
                      onClick={() => setTotpTarget(s)}
                      data-testid={`staff-reset-totp-${s.loginName}`}
                    >
                      重置两步验证
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <StaffFormDialog
        open={adding}
        isSubmitting={create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={(input) =>
          void quietly(
            create.mutateAsync(input).then((r) => {
              setAdding(false);
              setPassword(r as StaffPasswordResult);
            }),
          )
        }
      />
      <TempPasswordDialog result={password} onClose={() => setPassword(null)} />
      <ResetTotpDialog
        target={totpTarget}
        onClose={() => setTotpTarget(null)}
        onReset={(t) => {
          setTotpTarget(null);
          void message.success(`已重置 ${t.name} 的两步验证`);
          void staff.refetch();
        }}
      />
      <InviteOperatorDialog open={inviting} onClose={() => setInviting(false)} />
    </Card>
  );
}
