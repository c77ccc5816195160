import { Link } from 'react-router';
import { Alert, Button, Descriptions, Flex, Skeleton } from 'antd';
import { paths } from '../lib/paths';
import { useBankCardApplyState, useBankCardUserDetail } from '../features/bank-card/api/bank-card';
import { CardFlowShell } from '../features/bank-card/components/card-flow-shell';

/** IndividualInfo: the profile as the application will carry it, and whether one may apply. */
export default function VolunteerCardIndividualInfoPage() {
  return (
    <CardFlowShell title="确认个人信息" step={1} testId="card-individual-info">
      <Body />
    </CardFlowShell>
  );
}

function Body() {
  const detail = useBankCardUserDetail();
  const state = useBankCardApplyState();
  if (detail.isPending || state.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (detail.isError || state.isError)
    return <Alert type="error" showIcon title="加载失败，请刷新页面重试" />;
  const d = detail.data;
  return (
    <Flex vertical gap={16}>
      <Descriptions bordered column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="姓名">{d.name}</Descriptions.Item>
        <Descriptions.Item label="性别">{d.genderName}</Descriptions.Item>
        <Descriptions.Item label="身份证号码">{d.idCardMasked}</Descriptions.Item>
        <Descriptions.Item label="出生日期">
          {d.birthday ?? '未填写'}
          {d.age !== null ? `（${d.age}周岁）` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="手机号码">{d.mobileMasked}</Descriptions.Item>
        <Descriptions.Item label="电子邮箱">{d.email ?? '未填写'}</Descriptions.Item>
        <Descriptions.Item label="志愿者编号">{d.volunteerNo ?? '—'}</Descriptions.Item>
      </Descriptions>
      {state.data.canApply ? (
        <Alert type="success" showIcon title="您符合申领条件，请确认以上信息无误后选择卡种" />
      ) : (
        <Alert type="warning" showIcon title={state.data.reason} data-testid="card-ineligible" />
      )}
      <Flex gap={12} justify="center" wrap>
        <Link to={paths.personalInfo}>
          <Button>信息有误，去修改</Button>
        </Link>
        <Link to="../chooseCard" relative="path">
          <Button type="primary" disabled={!state.data.canApply} data-testid="card-info-next">
            信息无误，下一步
          </Button>
        </Link>
      </Flex>
    </Flex>
  );
}
