import { Typography } from 'antd';

const { Paragraph, Title } = Typography;

/** 组织注册须知: who may register, what to prepare, how the review goes. */
export function OrgRequirementsText() {
  return (
    <div data-testid="org-requirements-text">
      <Paragraph>
        欢迎在广东志愿服务平台注册志愿服务组织。提交注册前，请仔细阅读以下须知。
      </Paragraph>
      <Title level={5}>一、注册条件</Title>
      <Paragraph>
        1.
        依法登记的社会团体、社会服务机构、基金会，或依法设立的机关、企事业单位、学校、城乡社区组织，以及经上述单位备案的志愿服务队伍；
        <br />
        2.
        以开展志愿服务为宗旨或主要业务之一，遵守《志愿服务条例》《广东省志愿服务条例》等法律法规；
        <br />
        3. 同一统一社会信用代码只能注册一个组织账号。
      </Paragraph>
      <Title level={5}>二、需准备的材料</Title>
      <Paragraph>
        1. 组织全称与18位统一社会信用代码（与登记证书或营业执照一致）；
        <br />
        2. 登记证书或营业执照的清晰照片（JPG、PNG 或 WebP 格式，不超过2MB）；
        <br />
        3. 组织联系人的姓名和本人手机号码（用于接收验证码和审核结果通知）。
      </Paragraph>
      <Title level={5}>三、审核流程</Title>
      <Paragraph>
        注册申请提交后，由您选择的上级志愿者联合会（省、市或区县）审核，一般在5个工作日内完成。
        审核结果将以短信通知联系人；审核期间使用注册账号登录会提示审核进度，未通过时会说明原因，修改后可重新提交。
      </Paragraph>
      <Title level={5}>四、组织的责任</Title>
      <Paragraph>
        1. 保证所填信息真实、准确、完整，信息变更时及时在组织管理后台更新；
        <br />
        2. 妥善保管管理账号与密码，为工作人员分别开设账号，不得转借他人使用；
        <br />
        3. 依法保护志愿者个人信息，不得将志愿者信息用于志愿服务以外的用途；
        <br />
        4. 如实记录志愿服务时长，不得虚构或篡改服务记录。
      </Paragraph>
      <Paragraph type="secondary">如有疑问，请拨打服务热线 12355 咨询。</Paragraph>
    </div>
  );
}
