import { Alert, Card, Flex, Skeleton } from 'antd';
import { AccountContactsCard } from '../features/account/components/account-contacts-card';
import { ProfileFieldsCard } from '../features/account/components/profile-fields-card';
import { QualificationsCard } from '../features/account/components/qualifications-card';
import { useServiceTime } from '../features/account/api/service-stats';
import { useVolunteerInfo } from '../features/account/api/user-info';
import { VolunteerProfile } from '../features/account/components/volunteer-profile';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';
import { InlineLoadFailed } from '../components/inline-load-failed';

/** /personalCenter/personalInfo: the real profile from /volunteer/info/userInfo. */
export default function PersonalInfoPage() {
  const userInfo = useUserStore((s) => s.userInfo);
  const isVolunteer = isVolunteerInfo(userInfo);
  const info = useVolunteerInfo(isVolunteer ? userInfo.userId : null);
  const serviceTime = useServiceTime(isVolunteer ? userInfo.userId : null);

  if (!isVolunteer)
    return (
      <Card>
        <Alert type="info" showIcon title="组织账号的个人信息请在管理后台查看。" />
      </Card>
    );
  if (info.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  // A failed refresh keeps what is on screen (and any dialog open over it); only a first load
  // that failed has nothing to show.
  if (!info.data)
    return (
      <Card>
        <InlineLoadFailed
          title="个人信息加载失败"
          error={info.error}
          onRetry={() => void info.refetch()}
        />
      </Card>
    );
  return (
    <Flex vertical gap="middle">
      <VolunteerProfile info={info.data} serviceTime={serviceTime.data} />
      <AccountContactsCard user={info.data.users} />
      <ProfileFieldsCard />
      <QualificationsCard userId={userInfo.userId} />
    </Flex>
  );
}
