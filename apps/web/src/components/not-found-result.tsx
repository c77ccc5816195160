import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

export function NotFoundResult() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在"
      extra={
        <Link to={paths.home}>
          <Button type="primary" data-testid="not-found-home">
            返回首页
          </Button>
        </Link>
      }
    />
  );
}
