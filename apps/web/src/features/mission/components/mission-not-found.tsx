import { MissingResult } from '../../../components/not-found-result';
import { paths } from '../../../lib/paths';

/** An unknown, draft or mistyped mission id: no error code, a way onward. */
export function MissionNotFound() {
  return (
    <MissingResult
      title="活动不存在或未发布"
      subTitle="该活动可能已被删除、尚未发布，或链接有误。"
      backTo={paths.mission}
      backLabel="浏览其他活动"
      testId="mission-not-found"
    />
  );
}
