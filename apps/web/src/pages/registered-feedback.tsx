import { Link } from 'react-router';
import { Collapse, Descriptions, Typography } from 'antd';
import { paths } from '../lib/paths';
import { RegisterCard } from '../features/register/components/register-card';
import { useDistrictDomain } from '../features/site/api/district-domain';

const problems = [
  {
    key: 'idCard',
    label: '提示“该身份证号码已注册志愿者”',
    text: '每个身份证号码只能注册一个账号。如果是您以前注册过，请用身份证号码或手机号码登录，忘记密码可以找回；如果不是您本人注册的，请联系我们，工作人员核实身份后会处理被冒用的账号。',
  },
  {
    key: 'mobile',
    label: '提示“该手机号码已注册”',
    text: '该手机号码已绑定其他志愿者账号。若是您本人的账号，请直接登录或找回密码；若号码是新办理的（原机主注册过），请联系我们核实后解除绑定。',
  },
  {
    key: 'code',
    label: '收不到短信验证码',
    text: '请确认手机号码填写正确、手机未欠费停机、没有拦截短信；同一号码60秒内只能获取一次、每天最多10次。仍收不到时请稍后再试或联系我们。',
  },
  {
    key: 'age',
    label: '未满14周岁或未满18周岁',
    text: '未满14周岁不能注册，可在监护人陪同下参加适合的活动；14到18周岁注册须征得监护人同意，并填写监护人的姓名、手机号码和身份证号码。',
  },
];

/** /registered/feedback: common registration problems and where to reach a person. */
export default function RegisteredFeedbackPage() {
  const { data } = useDistrictDomain();
  const phone = data?.servicePhone || '12355';
  return (
    <RegisterCard title="注册问题反馈" testId="registered-feedback" width={640}>
      <Collapse
        items={problems.map((p) => ({
          key: p.key,
          label: p.label,
          children: (
            <Typography.Paragraph style={{ marginBottom: 0 }}>{p.text}</Typography.Paragraph>
          ),
        }))}
        defaultActiveKey={['idCard']}
        style={{ marginBottom: 16 }}
      />
      <Descriptions column={1} bordered size="small" title="联系我们">
        <Descriptions.Item label="服务热线">
          <a href={`tel:${phone}`}>{phone}</a>
        </Descriptions.Item>
        {data?.mailbox && (
          <Descriptions.Item label="服务邮箱">
            <a href={`mailto:${data.mailbox}`}>{data.mailbox}</a>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        联系时请说明您的姓名、身份证号码后四位和遇到的问题，请勿透露密码或验证码。
        <Link to={paths.registeredVolunteers}>返回注册</Link>
      </Typography.Paragraph>
    </RegisterCard>
  );
}
