import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Switch,
} from 'antd';
import { ApiError } from '@zyz/client';
import { serviceTimeTypeLabels, serviceTypes } from '@zyz/domain';
import { fieldForServerMessage, validatePayload } from '../model/form-errors';
import {
  toSavePayload,
  type MissionFormValues,
  type SaveMissionPayload,
} from '../model/mission-form';
import { ApplyConditionsFields } from './apply-conditions-fields';
import { CoverUpload } from '../../../components/cover-upload';
import { DistrictTreeSelect, type OwnDistrict } from './district-tree-select';
import { ShiftList } from './shift-list';

export type SubmitIntent = 'draft' | 'publish' | 'save';

interface Props {
  initialValues: MissionFormValues;
  /** The stored mission's organisation name, shown before the tree below it is opened. */
  districtName?: string;
  missionId?: string;
  ownDistrict: OwnDistrict;
  /** Published missions are saved in place; drafts and new ones offer draft or publish. */
  isPublished: boolean;
  onSubmit: (payload: SaveMissionPayload, intent: SubmitIntent) => Promise<void>;
  onCancel: () => void;
}

const serviceTypeOptions = serviceTypes.map((t) => ({ value: t.code, label: t.name }));
const periodPicker = (
  <DatePicker.RangePicker
    showTime={{ format: 'HH:mm', minuteStep: 5 }}
    format="YYYY-MM-DD HH:mm"
    placeholder={['开始时间', '结束时间']}
    style={{ width: '100%', maxWidth: 420 }}
  />
);

/**
 * The mission editor. It checks with the same domain schema the server runs, shows each
 * message beside its field, and on a server refusal keeps every value the organiser typed.
 */
export function MissionForm(props: Props) {
  const { initialValues, districtName, missionId, ownDistrict, isPublished, onSubmit, onCancel } =
    props;
  const [form] = Form.useForm<MissionFormValues>();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<SubmitIntent | null>(null);

  const submit = async (intent: SubmitIntent) => {
    try {
      await form.validateFields();
    } catch (err) {
      // Saving from the bottom of a long form: bring the first complaint into view and say it.
      const first = (err as { errorFields?: { name: (string | number)[]; errors: string[] }[] })
        .errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      void message.warning(first?.errors[0] ?? '请按提示修改后再保存');
      return;
    }
    const payload = toSavePayload(form.getFieldsValue(true) as MissionFormValues, missionId);
    const errors = validatePayload(payload);
    if (errors.length > 0) {
      form.setFields(errors as Parameters<typeof form.setFields>[0]);
      form.scrollToField(errors[0]!.name, { block: 'center' });
      void message.warning(errors[0]!.errors[0]!);
      return;
    }
    setBusy(intent);
    try {
      await onSubmit(payload, intent);
    } catch (err) {
      // The api client showed the msg; also pin it to the field it names, if any.
      const name = err instanceof ApiError ? fieldForServerMessage(err.message) : null;
      if (name)
        form.setFields([{ name, errors: [(err as ApiError).message] }] as Parameters<
          typeof form.setFields
        >[0]);
    } finally {
      setBusy(null);
    }
  };

  const half = { xs: 24, lg: 12 };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError
      data-testid="mission-form"
    >
      <Flex vertical gap={16}>
        <Card title="基本信息">
          <Row gutter={24}>
            <Col {...half}>
              <Form.Item name="subject" label="活动名称" required>
                <Input maxLength={100} showCount placeholder="如：天河公园垃圾分类宣传" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="districtId" label="所属组织" tooltip="本组织或下级组织">
                <DistrictTreeSelect
                  own={ownDistrict}
                  currentName={districtName}
                  placeholder={ownDistrict.districtName}
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="missionType" label="服务类别" required>
                <Select
                  options={serviceTypeOptions}
                  placeholder="请选择"
                  data-testid="mission-type"
                />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="serviceTimeType" label="服务时长类型" required>
                <Radio.Group>
                  {Object.entries(serviceTimeTypeLabels).map(([v, label]) => (
                    <Radio key={v} value={Number(v)}>
                      {label}
                    </Radio>
                  ))}
                </Radio.Group>
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="labels"
                label="活动标签"
                extra="输入后按回车添加，最多10个，每个不超过20个字"
              >
                <Select
                  mode="tags"
                  open={false}
                  tokenSeparators={[',', '，']}
                  maxCount={10}
                  placeholder="如：环保、宣传"
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="时间与时段">
          <Row gutter={24}>
            <Col {...half}>
              <Form.Item name="recruitPeriod" label="招募时间" required>
                {periodPicker}
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="servicePeriod" label="服务时间" required>
                {periodPicker}
              </Form.Item>
            </Col>
          </Row>
          <ShiftList />
        </Card>

        <Card title="地点">
          <Row gutter={24}>
            <Col span={24}>
              <Form.Item name="address" label="活动地址" required>
                <Input maxLength={200} placeholder="如：广州市天河区天河路1号" />
              </Form.Item>
            </Col>
            <Col xs={12} lg={6}>
              <Form.Item name="latitude" label="纬度" extra="选填，与经度同时填写">
                <InputNumber
                  min={-90}
                  max={90}

                  style={{ width: '100%' }}
                  placeholder="如 23.125"
                />
              </Form.Item>
            </Col>
            <Col xs={12} lg={6}>
              <Form.Item name="longitude" label="经度">
                <InputNumber
                  min={-180}
                  max={180}

                  style={{ width: '100%' }}
                  placeholder="如 113.37"
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title="报名与联系">
          <Row gutter={24}>
            <Col {...half}>
              <Form.Item name="contactName" label="联系人" required>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="contactPhone" label="联系电话" required>
                <Input maxLength={20} placeholder="手机或座机，如 020-87654321" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="requirements" label="报名要求">
                <Input.TextArea
                  rows={3}
                  maxLength={2000}
                  showCount
                  placeholder="如：年满18周岁，能够站立服务3小时"
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="hasWaitlist"
                label="开启候补"
                valuePropName="checked"
                extra="时段满员后志愿者可排队候补，有人取消或未录用时按顺序自动递补"
              >
                <Switch checkedChildren="开" unCheckedChildren="关" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <ApplyConditionsFields />

        <Card title="封面与详情">
          <Form.Item name="coverImage" label="封面图片" extra="JPG、PNG 或 WebP，不超过2MB">
            <CoverUpload />
          </Form.Item>
          <Form.Item name="description" label="活动详情" extra="纯文本，换行会原样显示">
            <Input.TextArea rows={8} maxLength={20000} showCount />
          </Form.Item>
        </Card>

        <Card>
          <Flex gap={12} justify="flex-end" wrap>
            <Button onClick={onCancel} disabled={busy !== null}>
              取消
            </Button>
            {isPublished ? (
              <Button
                type="primary"
                loading={busy === 'save'}
                onClick={() => void submit('save')}
                data-testid="mission-save"
              >
                保存修改
              </Button>
            ) : (
              <>
                <Button
                  loading={busy === 'draft'}
                  disabled={busy === 'publish'}
                  onClick={() => void submit('draft')}
                  data-testid="mission-save-draft"
                >
                  保存草稿
                </Button>
                <Button
                  type="primary"
                  loading={busy === 'publish'}
                  disabled={busy === 'draft'}
                  onClick={() => void submit('publish')}
                  data-testid="mission-save-publish"
                >
                  保存并发布
                </Button>
              </>
            )}
          </Flex>
        </Card>
      </Flex>
    </Form>
  );
}
