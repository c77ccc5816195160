import { Link } from 'react-router';
import { Button, Result } from 'antd';
import { paths } from '../../../lib/paths';

/** An unknown, draft or mistyped mission id: no error code, a way onward. */
export function MissionNotFound() {
  return (
    <Result
      status="404"
      title="活动不存在或未发布"
      subTitle="该活动可能已被删除、尚未发布，或链接有误。"
      extra={
        <Link to={paths.mission}>
          <Button type="primary">浏览其他活动</Button>
        </Link>
      }
      data-testid="mission-not-found"
    />
  );
}
