import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Empty, Flex, theme } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import { listSearch, parsePage } from '../../../lib/page-param';
import { publicityRecordPageSize, usePublicityDetail } from '../api/publicity';
import { ObjectionModal } from './objection-modal';
import { PublicityRecordList } from './publicity-record-list';
import { ListPagination } from '../../../components/list-pagination';

/** One mission's records in their notice period (?page=), each open to an objection. */
export function PublicityRecordsCard({ missionId }: { missionId: string }) {
  const { token } = theme.useToken();
  // Phone first: the server cannot know the width, and most visitors hold a phone.
  const isDesktop = useMinWidth('md') ?? false;
  const [params, setParams] = useSearchParams();
  const pageIndex = parsePage(params.get('page'));
  const detail = usePublicityDetail(missionId, pageIndex, publicityRecordPageSize);
  const [objecting, setObjecting] = useState<{ recordId: string; name: string } | null>(null);
  const data = detail.data;
  if (!data) return null;

  return (
    <>
      <Card size={isDesktop ? 'default' : 'small'} title={`公示名单（${data.total} 人次）`}>
        {data.total === 0 ? (
          <Empty description="该活动当前没有公示中的时长" />
        ) : (
          <Flex vertical gap={token.margin}>
            <PublicityRecordList
              rows={data.list}
              isLoading={detail.isFetching}
              isDesktop={isDesktop}
              onObject={(row) => setObjecting({ recordId: row.recordId, name: row.name })}
            />
            <ListPagination
              current={pageIndex}
              pageSize={publicityRecordPageSize}
              total={data.total}
              isPhone={!isDesktop}
              onChange={(page) => setParams(listSearch({}, page))}
            />
          </Flex>
        )}
      </Card>
      <ObjectionModal record={objecting} onClose={() => setObjecting(null)} />
    </>
  );
}
