import { Card, Tabs } from 'antd';
import { JoinRequestTable } from '../features/org/components/join-request-table';
import { MemberTable } from '../features/org/components/member-table';

/** 成员管理: join requests to decide, and the members. */
export default function OrgMembersPage() {
  return (
    <Card title="成员管理" data-testid="org-members-page">
      <Tabs
        items={[
          { key: 'joins', label: '加入申请', children: <JoinRequestTable /> },
          { key: 'members', label: '成员列表', children: <MemberTable /> },
        ]}
      />
    </Card>
  );
}
