import { useState } from 'react';
import { Divider, Empty, Flex, Skeleton } from 'antd';
import { formatMinutes } from '@zyz/domain';
import { showSuccess } from '../../../lib/feedback';
import { useCertificates } from '../api/certificates';
import { CertificateList } from './certificate-list';
import { IssueForm } from './issue-form';
import { InlineLoadFailed } from '../../../components/inline-load-failed';
import { ListPagination } from '../../../components/list-pagination';

const pageSize = 10;

/** The signed-in volunteer's certificates: issue one for a range, then download or check it. */
export function MyCertificates({ userId }: { userId: string }) {
  const [pageIndex, setPageIndex] = useState(1);
  const list = useCertificates(userId, { pageIndex, pageSize });
  const total = list.data?.total ?? 0;

  return (
    <Flex vertical gap="middle" data-testid="my-certificates">
      <IssueForm
        onIssued={(c) => {
          setPageIndex(1);
          showSuccess(`证明 ${c.number} 已开具，共 ${formatMinutes(c.totalMinutes)}`);
        }}
      />
      <Divider style={{ margin: 0 }} />
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : list.isError && !list.data ? (
        <InlineLoadFailed
          title="证明列表加载失败"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : total === 0 ? (
        <Empty description="还没有开具过时长证明" data-testid="certificate-empty" />
      ) : (
        <>
          <CertificateList list={list.data?.list ?? []} />
          <ListPagination
            align="center"
            current={pageIndex}
            pageSize={pageSize}
            total={total}
            onChange={setPageIndex}
          />
        </>
      )}
    </Flex>
  );
}
