import { Alert, Card } from 'antd';

/** An organiser may open the personal center (spec §6); these pages are a volunteer's own. */
export function VolunteerOnlyNotice({ what }: { what: string }) {
  return (
    <Card>
      <Alert type="info" showIcon title={`${what}仅对志愿者账号开放，组织事务请在管理后台处理。`} />
    </Card>
  );
}
