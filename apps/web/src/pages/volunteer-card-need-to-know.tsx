import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Flex, Skeleton, Typography } from 'antd';
import { bankCardAgeLimits } from '@zyz/domain';
import { useBankCardApplyState } from '../features/bank-card/api/bank-card';
import { CardFlowShell } from '../features/bank-card/components/card-flow-shell';
import { acceptNotice } from '../features/bank-card/notice-accepted';

const { credit, debit } = bankCardAgeLimits;
const notice = [
  '志愿者联名卡由广东省志愿者联合会与合作银行共同发行，兼具志愿者身份标识与银行卡功能。',
  `一、申领条件：已在本平台完成实名注册（真实姓名与有效居民身份证号码）的志愿者；联名信用卡须年满${credit.min}周岁且不超过${credit.max}周岁，联名借记卡须年满${debit.min}周岁且不超过${debit.max}周岁。每位志愿者同一时间只能有一份进行中的申请。`,
  '二、申请材料：身份证人像面和国徽面照片（JPG、PNG 或 WebP，每张不超过2MB），证件有效期、职业、学历、居住地址和工作单位；信用卡另需年收入和紧急联系人，借记卡可选择开卡礼品和领卡日期。',
  '三、审核流程：省志愿者联合会工作人员审核您的资料，审核通过后分批提交合作银行办理；照片不清晰时会请您重新上传，资料不符合要求时会说明驳回原因，驳回后可重新申请。',
  '四、信息使用：您的身份信息和照片仅用于本次联名卡办理，仅向审核人员和合作银行提供，证件照片不会公开展示。',
  '五、银行审批：联名卡最终是否核发、额度等以合作银行审批结果为准。',
];

/** needToKnow: the notice must be accepted before the forms open. */
export default function VolunteerCardNeedToKnowPage() {
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  return (
    <CardFlowShell title="志愿者联名卡申领须知" step={0} testId="card-need-to-know">
      <NoticeBody />
      <Checkbox
        checked={accepted}
        onChange={(e) => setAccepted(e.target.checked)}
        data-testid="card-accept"
      >
        我已阅读并同意《志愿者联名卡申领须知》
      </Checkbox>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          size="large"
          disabled={!accepted}
          data-testid="card-notice-next"
          onClick={() => {
            acceptNotice();
            void navigate('../IndividualInfo', { relative: 'path' });
          }}
        >
          下一步
        </Button>
      </Flex>
    </CardFlowShell>
  );
}

function NoticeBody() {
  const state = useBankCardApplyState();
  return (
    <>
      {state.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : state.data?.application && !state.data.canApply ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`您已提交过申请，当前状态：${state.data.application.stateName}`}
          action={
            <Link to="/personalCenter/volunteerCard/detail">
              <Button size="small">查看申请</Button>
            </Link>
          }
        />
      ) : null}
      {notice.map((p) => (
        <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
      ))}
    </>
  );
}
