import { Card, Skeleton } from 'antd';
import { useMyInfo } from '../features/account/api/get-my-info';
import { MyInfoDescriptions } from '../features/account/components/my-info-descriptions';
import { LoadFailed } from '../components/load-failed';

export default function MyInfoPage() {
  const { data: info, isPending, isError, error, refetch } = useMyInfo();
  return (
    <Card title="我的信息">
      {isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : isError || !info ? (
        <LoadFailed error={error} onRetry={() => void refetch()} />
      ) : (
        <MyInfoDescriptions info={info} />
      )}
    </Card>
  );
}
