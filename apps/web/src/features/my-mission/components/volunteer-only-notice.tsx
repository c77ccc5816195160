import { Alert, Card } from 'antd';
import { UserType } from '@zyz/domain';
import { VolunteerLoginPrompt } from '../../../components/volunteer-login-prompt';
import { useUserStore } from '../../../stores/user-store';

/**
 * These pages are a volunteer's own. An organiser may open the personal center (spec §6) and
 * is sent to the console; a visitor, whom the spec's guard lets through to some of them
 * (我的消息, 服务记录, 时长证明), is asked to sign in and comes back here.
 */
export function VolunteerOnlyNotice({ what }: { what: string }) {
  const isOrganiser = useUserStore((s) => s.type === UserType.Organizer);
  return (
    <Card data-testid="volunteer-only-notice">
      {isOrganiser ? (
        <Alert
          type="info"
          showIcon
          title={`${what}仅对志愿者账号开放，组织事务请在管理后台处理。`}
        />
      ) : (
        <VolunteerLoginPrompt
          title={`请先登录志愿者账号，再查看${what}`}
          testId="volunteer-only-login"
        />
      )}
    </Card>
  );
}
