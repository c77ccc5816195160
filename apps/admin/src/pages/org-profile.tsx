import { useState } from 'react';
import { App, Button, Card, Descriptions, Image, Skeleton } from 'antd';
import { orgTypeLabels, regionNameOf, type OrgType } from '@zyz/domain';
import { LoadFailed } from '../components/load-failed';
import { useOrgProfile, useUpdateOrgProfile } from '../features/org/api/org-profile';
import { ProfileForm } from '../features/org/components/profile-form';

const levelName = ['', '省级联合会', '市级联合会', '区县联合会', '志愿服务组织'];

/** 组织资料: what the public and the federation know of this organisation; its admin edits it. */
export default function OrgProfilePage() {
  const { message } = App.useApp();
  const profile = useOrgProfile();
  const update = useUpdateOrgProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (profile.isError)
    return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  const p = profile.data;
  const isAdmin = p.myRole === 'admin';

  return (
    <Card
      title="组织资料"
      data-testid="org-profile-page"
      extra={
        isAdmin &&
        !editing && (
          <Button type="primary" onClick={() => setEditing(true)} data-testid="org-profile-edit">
            编辑资料
          </Button>
        )
      }
    >
      {editing ? (
        <ProfileForm
          profile={p}
          isSubmitting={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(input) =>
            void update
              .mutateAsync(input)
              .then(() => {
                void message.success('组织资料已保存');
                setEditing(false);
              })
              .catch(() => undefined)
          }
        />
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="组织名称">{p.orgName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{p.creditCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="组织层级">{levelName[p.level] ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="上级组织">{p.parentName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="组织类型">
            {p.orgType ? (orgTypeLabels[p.orgType as OrgType] ?? p.orgType) : '未填写'}
          </Descriptions.Item>
          <Descriptions.Item label="所在地区">
            {p.regionCode ? regionNameOf(p.regionCode) : '未填写'}
          </Descriptions.Item>
          <Descriptions.Item label="详细地址" span={2}>
            {p.address ?? '未填写'}
          </Descriptions.Item>
          <Descriptions.Item label="联系人">{p.contactName ?? '未填写'}</Descriptions.Item>
          <Descriptions.Item label="联系人手机">{p.contactMobile ?? '未填写'}</Descriptions.Item>
          <Descriptions.Item label="服务电话">{p.servicePhone ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="服务邮箱">{p.mailbox ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="成员人数">{p.memberCount} 人</Descriptions.Item>
          <Descriptions.Item label="我的角色">
            {isAdmin ? '组织管理员' : '操作员'}
          </Descriptions.Item>
          <Descriptions.Item label="组织简介" span={2}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{p.intro ?? '未填写'}</div>
          </Descriptions.Item>
          <Descriptions.Item label="登记证书 / 营业执照" span={2}>
            {p.licenceImage ? <Image src={p.licenceImage} alt="执照" width={200} /> : '未上传'}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
