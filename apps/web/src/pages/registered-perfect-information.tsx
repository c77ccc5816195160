import { Link, useNavigate } from 'react-router';
import { Alert, Button, Descriptions, Result, Spin } from 'antd';
import { UserType } from '@zyz/domain';
import { loginPathWithReturn, paths } from '../lib/paths';
import { useSaveProfile, useVolunteerProfile } from '../features/register/api/register';
import { ProfileForm } from '../features/register/components/profile-form';
import { RegisterCard } from '../features/register/components/register-card';
import { RegisterSteps } from '../features/register/components/register-steps';
import { useUserStore } from '../stores/user-store';
import { useFeedback } from '../lib/feedback';

/** /registered/perfectInformation: the profile a volunteer completes after registering. */
export default function PerfectInformationPage() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const isVolunteer = useUserStore((s) => s.token !== null && s.type === UserType.Volunteer);
  const profile = useVolunteerProfile(isVolunteer);
  const save = useSaveProfile();

  if (!isVolunteer)
    return (
      <RegisterCard title="完善个人信息" testId="perfect-information">
        <Result
          status="info"
          title="请先登录"
          subTitle="登录志愿者账号后即可完善个人信息。"
          extra={
            <Link to={loginPathWithReturn(paths.volunteerLogin, paths.perfectInformation)}>
              <Button type="primary">登录</Button>
            </Link>
          }
        />
      </RegisterCard>
    );

  return (
    <RegisterCard title="完善个人信息" testId="perfect-information" width={640}>
      <RegisterSteps current={3} />
      {profile.isError && <Alert type="error" showIcon title="个人信息加载失败，请刷新页面重试" />}
      {!profile.data ? (
        !profile.isError && <Spin style={{ display: 'block', margin: 48 }} />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="姓名">{profile.data.name}</Descriptions.Item>
            <Descriptions.Item label="志愿者编号">{profile.data.volunteerNo}</Descriptions.Item>
            <Descriptions.Item label="所在地区">
              {profile.data.regionName ?? '未填写'}
            </Descriptions.Item>
            {profile.data.guardianName && (
              <Descriptions.Item label="监护人">
                {profile.data.guardianName}（{profile.data.guardianMobile}）
              </Descriptions.Item>
            )}
          </Descriptions>
          <ProfileForm
            profile={profile.data}
            saving={save.isPending}
            onSave={(input) =>
              save.mutate(input, {
                onSuccess: () => {
                  message.success('个人信息已保存');
                  navigate(paths.applyCard);
                },
              })
            }
          />
        </>
      )}
    </RegisterCard>
  );
}
