import { useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Skeleton,
} from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';
import type { Dayjs } from 'dayjs';
import { bankCardTypeLabels, type BankCardApplyInput, type BankCardType } from '@zyz/domain';
import { DistrictCascader } from '../../mission';
import { useApplyBankCard, useBankCardApplyState, useBankCardOptions } from '../api/bank-card';
import { isNoticeAccepted } from '../notice-accepted';
import { IdcardUpload } from './idcard-upload';
import { useFeedback } from '../../../lib/feedback';
import { isAfterChinaToday, isBeforeChinaToday } from '../../../lib/china-time';

interface FormValues {
  profession: string;
  education: string;
  idValidFrom: Dayjs;
  idValidTo?: Dayjs;
  idLongTerm?: boolean;
  district: string[];
  address: string;
  workUnit: string;
  annualIncome?: string;
  contactName?: string;
  contactRelation?: string;
  contactMobile?: string;
  gift?: string;
  receiveDate?: Dayjs;
}

const ymd = (d: Dayjs) => d.format('YYYY-MM-DD');
const toOptions = (list: string[]) => list.map((v) => ({ value: v, label: v }));
const required = (label: string) => [{ required: true, message: `请填写${label}` }];

/** The tree picker as a form control: Form.Item hands it value and onChange. */
function DistrictField({
  value,
  onChange,
  label,
  onLabel,
}: {
  value?: string[];
  onChange?: (path: string[]) => void;
  label: string;
  onLabel: (label: string) => void;
}) {
  return (
    <DistrictCascader
      value={value ?? []}
      fallbackLabel={label}
      onChange={(path, text) => {
        onChange?.(path);
        onLabel(text);
      }}
      maxLevel={3}
      placeholder="请选择省/市/区县"
      ariaLabel="居住地区"
      testId="card-district"
    />
  );
}

/**
 * Enter in a field (a date typed and confirmed, say) must not send the whole application: it is
 * sent only by its button.
 */
function keepEnterInField(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

/** CreditCard (material + contact) and debitCard (material + gift). */
export function CardApplyForm({ cardType }: { cardType: BankCardType }) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const options = useBankCardOptions();
  const state = useBankCardApplyState();
  const apply = useApplyBankCard();
  const [form] = Form.useForm<FormValues>();
  const [districtLabel, setDistrictLabel] = useState('');
  const longTerm = Form.useWatch('idLongTerm', form);
  // A phone's keyboard would cover the calendar it is tapping in.
  const isPhone = !useMinWidth('md');

  if (!isNoticeAccepted())
    return (
      <Alert
        type="warning"
        showIcon
        title="请先阅读并同意申领须知"
        action={
          <Link to="../needToKnow" relative="path">
            <Button size="small">去阅读</Button>
          </Link>
        }
      />
    );
  if (options.isPending || state.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (options.isError || state.isError)
    return <Alert type="error" showIcon title="加载失败，请刷新页面重试" />;
  // Just applied: the refreshed state says "one in progress" while the success step loads.
  if (!state.data.canApply && apply.isIdle)
    return (
      <Alert
        type="info"
        showIcon
        title={state.data.reason ?? '暂不能申请'}
        action={
          <Link to="/personalCenter/volunteerCard/detail">
            <Button size="small">查看申请</Button>
          </Link>
        }
      />
    );

  const onFinish = (v: FormValues) => {
    const material = {
      profession: v.profession,
      education: v.education,
      idValidFrom: ymd(v.idValidFrom),
      idValidTo: v.idLongTerm ? '长期' : ymd(v.idValidTo!),
      districtId: v.district.at(-1) ?? '',
      address: v.address,
      workUnit: v.workUnit,
    };
    const input: BankCardApplyInput =
      cardType === 'credit'
        ? {
            cardType,
            acceptNotice: true,
            material,
            contact: {
              annualIncome: v.annualIncome!,
              contactName: v.contactName!,
              contactRelation: v.contactRelation!,
              contactMobile: v.contactMobile!,
            },
          }
        : {
            cardType,
            acceptNotice: true,
            material,
            gift: { gift: v.gift!, receiveDate: ymd(v.receiveDate!) },
          };
    apply.mutate(input, {
      onSuccess: () => void navigate('../success', { relative: 'path' }),
      onError: (err) => void message.error(err.message),
    });
  };

  const o = options.data;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onKeyDown={keepEnterInField}
      data-testid="card-apply-form"
    >
      <Card title="身份证照片" size="small" style={{ marginBottom: 16 }}>
        <IdcardUpload {...state.data.hasIdcardPic} />
      </Card>
      <Card title="申请资料" size="small" style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <Form.Item
            name="profession"
            label="职业"
            rules={required('职业')}
            style={{ flex: '1 1 260px' }}
          >
            <Select options={toOptions(o.professions)} placeholder="请选择职业" aria-label="职业" />
          </Form.Item>
          <Form.Item
            name="education"
            label="学历"
            rules={required('学历')}
            style={{ flex: '1 1 200px' }}
          >
            <Select options={toOptions(o.educations)} placeholder="请选择学历" aria-label="学历" />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap align="end">
          <Form.Item
            name="idValidFrom"
            label="证件有效期起始日"
            rules={required('证件有效期起始日')}
          >
            <DatePicker
              disabledDate={(d) => isAfterChinaToday(d)}
              placeholder="选择日期"
              inputReadOnly={isPhone}
            />
          </Form.Item>
          <Form.Item
            name="idValidTo"
            label="证件有效期截止日"
            rules={longTerm ? [] : required('证件有效期截止日')}
          >
            <DatePicker
              disabled={longTerm}
              disabledDate={(d) => isBeforeChinaToday(d)}
              placeholder="选择日期"
              inputReadOnly={isPhone}
            />
          </Form.Item>
          <Form.Item name="idLongTerm" valuePropName="checked">
            <Checkbox>长期有效</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item name="district" label="居住地区（省/市/区县）" rules={required('居住地区')}>
          <DistrictField label={districtLabel} onLabel={setDistrictLabel} />
        </Form.Item>
        <Form.Item name="address" label="详细地址" rules={required('详细地址')}>
          <Input maxLength={100} placeholder="街道、门牌号" />
        </Form.Item>
        <Form.Item name="workUnit" label="工作单位或学校" rules={required('工作单位或学校')}>
          <Input maxLength={60} />
        </Form.Item>
      </Card>
      {cardType === 'credit' ? (
        <Card title="联系信息" size="small" style={{ marginBottom: 16 }}>
          <Form.Item name="annualIncome" label="年收入" rules={required('年收入')}>
            <Select options={toOptions(o.annualIncomes)} placeholder="请选择" aria-label="年收入" />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="contactName"
              label="紧急联系人姓名"
              rules={required('紧急联系人姓名')}
              style={{ flex: '1 1 200px' }}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item
              name="contactRelation"
              label="与联系人关系"
              rules={required('与联系人关系')}
              style={{ flex: '1 1 160px' }}
            >
              <Select
                options={toOptions(o.relations)}
                placeholder="请选择"
                aria-label="与联系人关系"
              />
            </Form.Item>
            <Form.Item
              name="contactMobile"
              label="紧急联系人手机号"
              rules={required('紧急联系人手机号')}
              style={{ flex: '1 1 200px' }}
            >
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
          </Flex>
        </Card>
      ) : (
        <Card title="礼品领取" size="small" style={{ marginBottom: 16 }}>
          <Flex gap={16} wrap>
            <Form.Item
              name="gift"
              label="开卡礼品"
              rules={required('开卡礼品')}
              style={{ flex: '1 1 240px' }}
            >
              <Select options={toOptions(o.gifts)} placeholder="请选择" aria-label="开卡礼品" />
            </Form.Item>
            <Form.Item name="receiveDate" label="领卡日期" rules={required('领卡日期')}>
              <DatePicker
                disabledDate={(d) => isBeforeChinaToday(d)}
                placeholder="选择日期"
                inputReadOnly={isPhone}
              />
            </Form.Item>
          </Flex>
        </Card>
      )}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={apply.isPending}
        data-testid="card-apply-submit"
      >
        提交{bankCardTypeLabels[cardType]}申请
      </Button>
    </Form>
  );
}
