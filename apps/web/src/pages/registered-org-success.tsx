import { Link } from 'react-router';
import { Button, Result, Typography } from 'antd';
import { paths } from '../lib/paths';
import { readRegistration } from '../features/org-register/api/register-org';
import { RegisterCard } from '../features/register/components/register-card';

/** After submitting: what happens next. Reached without a submission, it says how to start one. */
export default function OrgSuccessPage() {
  const submitted = readRegistration();
  // A submission remembered before the answer named its reviewer was reviewed by its parent.
  const reviewer = submitted?.reviewerName ?? submitted?.parentName;
  return (
    <RegisterCard title="组织注册" testId="org-success">
      {submitted ? (
        <Result
          status="success"
          title="注册申请已提交"
          subTitle={
            <span data-testid="org-success-reviewer">
              「{submitted.orgName}」的注册申请已提交，由 {reviewer} 审核
              {reviewer !== submitted.parentName &&
                `（上级组织「${submitted.parentName}」暂无审核人员）`}
              ，审核结果将以短信通知联系人。
            </span>
          }
          extra={[
            <Link key="login" to={paths.organizationLogin}>
              <Button type="primary">组织登录</Button>
            </Link>,
            <Link key="home" to={paths.home}>
              <Button>返回首页</Button>
            </Link>,
          ]}
        >
          <Typography.Paragraph>
            管理账号：<Typography.Text strong>{submitted.loginName}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            审核一般在5个工作日内完成。审核期间登录会提示审核进度；如未通过，登录时会显示原因，修改后可重新提交注册。
          </Typography.Paragraph>
        </Result>
      ) : (
        <Result
          status="info"
          title="尚未提交组织注册"
          subTitle="请先阅读组织注册须知并填写注册信息。"
          extra={
            <Link to={paths.orgRegRequirements}>
              <Button type="primary">开始组织注册</Button>
            </Link>
          }
        />
      )}
    </RegisterCard>
  );
}
