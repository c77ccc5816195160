import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在或已被移除"
      extra={
        <Button type="primary" onClick={() => void navigate(paths.dashboard)}>
          返回工作台
        </Button>
      }
      data-testid="not-found"
    />
  );
}
