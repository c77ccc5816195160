import { Link } from 'react-router';
import { Button, Flex, Result, Typography } from 'antd';
import { paths } from '../lib/paths';
import { useDistrictDomain } from '../features/site/api/district-domain';

/** /version-updating: shown while the platform is being upgraded (spec's version-updating flag). */
export default function VersionUpdatingPage() {
  const phone = useDistrictDomain().data?.servicePhone || '12355';
  return (
    <Result
      status="info"
      title="平台版本更新中"
      subTitle={
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">
            为了给您更好的服务，平台正在升级，部分功能暂时无法使用，请稍后刷新页面重试。
          </Typography.Text>
          <Typography.Text type="secondary">
            已报名的活动、服务时长等数据不受影响。如有急事请拨打服务热线 {phone}。
          </Typography.Text>
        </Flex>
      }
      extra={[
        <Button key="reload" type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>,
        <Link key="home" to={paths.home}>
          <Button>返回首页</Button>
        </Link>,
      ]}
      data-testid="version-updating-page"
    />
  );
}
