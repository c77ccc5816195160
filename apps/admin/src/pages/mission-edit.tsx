import { App, Card, Result, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { missionPaths, paths } from '../lib/paths';
import { LoadFailed } from '../components/load-failed';
import { useMyInfo } from '../features/account/api/get-my-info';
import { useViewMission } from '../features/mission/api/view-mission';
import { useSaveMission } from '../features/mission/api/save-mission';
import { changeMissionStatus } from '../features/mission/api/mission-transitions';
import { MissionForm, type SubmitIntent } from '../features/mission/components/mission-form';
import {
  emptyMissionValues,
  toFormValues,
  type SaveMissionPayload,
} from '../features/mission/model/mission-form';

const loading = (
  <Card>
    <Skeleton active paragraph={{ rows: 8 }} />
  </Card>
);

/** 新建活动 and 编辑活动: one form; an edit starts from the server's current mission. */
export default function MissionEditPage() {
  const { missionId } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const myInfo = useMyInfo();
  const detail = useViewMission(missionId);
  const save = useSaveMission();
  const isEdit = Boolean(missionId);

  if (myInfo.isPending || (isEdit && detail.isPending)) return loading;
  if (myInfo.isError || !myInfo.data)
    return <LoadFailed error={myInfo.error} onRetry={() => void myInfo.refetch()} />;
  if (isEdit && (detail.isError || !detail.data))
    return <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />;

  const mission = isEdit ? detail.data : undefined;
  if (mission && (mission.status === 'closed' || mission.status === 'cancelled'))
    return (
      <Card>
        <Result
          status="info"
          title="该活动已结束招募或已取消，不能再修改"
          extra={
            <a onClick={() => void navigate(missionPaths.detail(mission.missionId))}>
              返回活动详情
            </a>
          }
        />
      </Card>
    );

  const submit = async (payload: SaveMissionPayload, intent: SubmitIntent) => {
    const { missionId: savedId } = await save.mutateAsync(payload);
    if (intent === 'publish') {
      try {
        await changeMissionStatus('publish', savedId);
        void message.success('活动已发布');
      } catch {
        // Saved as a draft; the publish refusal was shown. Go to the editor of the saved draft.
        void navigate(missionPaths.edit(savedId), { replace: true });
        return;
      }
    } else void message.success(intent === 'draft' ? '草稿已保存' : '修改已保存');
    void navigate(missionPaths.detail(savedId), { replace: !isEdit });
  };

  return (
    <MissionForm
      // A different mission (or new after edit) must start from its own values.
      key={missionId ?? 'new'}
      missionId={missionId}
      initialValues={mission ? toFormValues(mission) : emptyMissionValues}
      districtName={mission?.districtName}
      ownDistrict={myInfo.data.district}
      isPublished={mission?.status === 'published'}
      onSubmit={submit}
      onCancel={() => void navigate(missionId ? missionPaths.detail(missionId) : paths.missionList)}
    />
  );
}
