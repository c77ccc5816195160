import { Alert, Card, Result, Spin } from 'antd';
import { useMyInfo } from '../features/account/api/get-my-info';
import { OutboxTable } from '../features/outbox/components/outbox-table';

/** 短信/邮件发件箱: what the platform sent, for the provincial federation's staff. */
export default function OutboxPage() {
  const me = useMyInfo();
  if (!me.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const isProvincial = me.data.role === 'federation' && me.data.district.level === 1;
  if (!isProvincial)
    return <Result status="403" title="无权访问" subTitle="仅省级志愿者联合会管理员可查看发件箱" />;
  return (
    <Card title="短信/邮件发件箱" data-testid="outbox-page">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="此处可查询消息是否已发出：收件人已脱敏，验证码以 ****** 代替，只发给收件人本人。未接入短信网关时，短信只记录在此（状态“仅记录”）；配置 SMTP 后邮件会实际发出。"
      />
      <OutboxTable />
    </Card>
  );
}
