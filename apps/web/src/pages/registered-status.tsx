import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Descriptions, Result, Spin } from 'antd';
import { UserType, type RegisterResult } from '@zyz/domain';
import { loginPathWithReturn, paths } from '../lib/paths';
import { useVolunteerProfile } from '../features/register/api/register';
import { RegisterCard } from '../features/register/components/register-card';
import { RegisterSteps } from '../features/register/components/register-steps';
import { recallRegistration } from '../features/register/registration-result';
import { useUserStore } from '../stores/user-store';

/** /registered/zyzRegisteredStatus: the outcome of registering and what to do next. */
export default function RegisteredStatusPage() {
  const isVolunteer = useUserStore((s) => s.token !== null && s.type === UserType.Volunteer);
  const profile = useVolunteerProfile(isVolunteer);
  const [recalled, setRecalled] = useState<RegisterResult | null | undefined>(undefined);
  useEffect(() => {
    void recallRegistration().then(setRecalled);
  }, []);

  if (isVolunteer) {
    if (!profile.data) return <Spin style={{ display: 'block', margin: 48 }} />;
    const p = profile.data;
    return (
      <RegisterCard title="注册状态" testId="registered-status">
        <RegisterSteps current={p.profileCompleted ? 4 : 3} />
        <Result
          status="success"
          title="您已是注册志愿者"
          subTitle={`志愿者编号 ${p.volunteerNo}`}
          extra={
            p.profileCompleted ? (
              <Link to={paths.applyCard}>
                <Button type="primary">申领志愿者卡</Button>
              </Link>
            ) : (
              <Link to={paths.perfectInformation}>
                <Button type="primary" data-testid="go-perfect-information">
                  完善个人信息
                </Button>
              </Link>
            )
          }
        />
      </RegisterCard>
    );
  }

  if (recalled === undefined) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (recalled === null)
    return (
      <RegisterCard title="注册状态" testId="registered-status">
        <Result
          status="info"
          title="暂无注册记录"
          subTitle="请先注册；已经注册的志愿者请直接登录。"
          extra={[
            <Link key="reg" to={paths.registeredVolunteers}>
              <Button type="primary">志愿者注册</Button>
            </Link>,
            <Link key="login" to={paths.volunteerLogin}>
              <Button>登录</Button>
            </Link>,
          ]}
        />
      </RegisterCard>
    );

  return (
    <RegisterCard title="注册状态" testId="registered-status">
      <RegisterSteps current={2} />
      <Result
        status="success"
        title="注册成功"
        subTitle="请使用账号或手机号码登录，完善个人信息后即可申领志愿者卡、报名参加活动。"
        extra={
          <Link to={loginPathWithReturn(paths.volunteerLogin, paths.perfectInformation)}>
            <Button type="primary" size="large" data-testid="login-to-perfect">
              登录并完善信息
            </Button>
          </Link>
        }
      />
      <Descriptions
        column={1}
        bordered
        size="small"
        styles={{ label: { whiteSpace: 'nowrap', width: 96 } }}
        style={{ maxWidth: 520, margin: '0 auto' }}
        data-testid="registered-result"
      >
        <Descriptions.Item label="志愿者编号">{recalled.volunteerNo}</Descriptions.Item>
        <Descriptions.Item label="账号">{recalled.loginName}</Descriptions.Item>
        <Descriptions.Item label="姓名">{recalled.name}</Descriptions.Item>
        <Descriptions.Item label="加入组织">
          {recalled.joinDistrictName
            ? `已申请加入「${recalled.joinDistrictName}」，等待组织审核`
            : '未选择，可在组织页面申请加入'}
        </Descriptions.Item>
      </Descriptions>
    </RegisterCard>
  );
}
