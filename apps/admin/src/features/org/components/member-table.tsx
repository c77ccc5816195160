import { useState } from 'react';
import { Input, Tag } from 'antd';
import type { Member } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';
import { useMembers } from '../api/org-members';
import { ListTable } from '../../../components/list-table';

const genderLabel = (g: string | null) => (g === 'M' ? '男' : g === 'F' ? '女' : '—');

/** The organisation's members, searchable by name or volunteer number. */
export function MemberTable() {
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
  const list = useMembers({ ...page, keyword });
  return (
    <>
      <Input.Search
        allowClear
        placeholder="姓名或志愿者编号"
        maxLength={30}
        style={{ maxWidth: 320, marginBottom: 16 }}
        onSearch={(v) => {
          setKeyword(v.trim() || undefined);
          setPage((p) => ({ ...p, pageIndex: 1 }));
        }}
        data-testid="member-search"
      />
      <ListTable<Member>
        rowKey="volunteerNo"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 700 }}
        locale={{ emptyText: keyword ? '没有找到匹配的成员' : '暂无成员' }}
        pageIndex={page.pageIndex}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        onPage={(pageIndex, pageSize) => setPage({ pageIndex, pageSize })}
        unit="人"
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            width: 120,
            render: (name: string, m) => (
              <>
                {name} {m.isMain && <Tag color="red">主组织</Tag>}
              </>
            ),
          },
          { title: '志愿者编号', dataIndex: 'volunteerNo', width: 120 },
          { title: '性别', dataIndex: 'gender', width: 70, render: genderLabel },
          { title: '手机号', dataIndex: 'mobile', width: 130 },
          {
            title: '服务时长',
            dataIndex: 'serviceHours',
            width: 100,
            render: (h: number) => `${h} 小时`,
          },
          {
            title: '加入时间',
            dataIndex: 'joinedAt',
            width: 160,
            render: (v: string) => formatDateTime(v),
          },
        ]}
      />
    </>
  );
}
