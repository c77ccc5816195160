import { Card, Col, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { genderLabels } from '@zyz/domain';
import { useQualifications } from '../api/qualifications';

const genderOptions = [
  { value: '', label: '不限' },
  ...Object.entries(genderLabels).map(([value, label]) => ({ value, label: `仅限${label}性` })),
];

/**
 * 报名条件: checked by the server when a volunteer applies (the refusal names what is missing),
 * listed on the portal's detail page, and shown per applicant in 报名管理. Changing them never
 * removes a volunteer already accepted.
 */
export function ApplyConditionsFields() {
  const qualifications = useQualifications();
  const gender = Form.useWatch(['conditions', 'gender']);
  const half = { xs: 24, lg: 12 };
  const quarter = { xs: 12, lg: 6 };
  return (
    <Card
      title="报名条件"
      extra={<Typography.Text type="secondary">志愿者不满足时不能报名</Typography.Text>}
      data-testid="apply-conditions"
    >
      <Row gutter={24}>
        <Col {...quarter}>
          <Form.Item name={['conditions', 'minAge']} label="最低年龄">
            <InputNumber min={1} max={100} precision={0} suffix="周岁" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item name={['conditions', 'maxAge']} label="最高年龄">
            <InputNumber min={1} max={100} precision={0} suffix="周岁" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['conditions', 'qualifications']}
            label="须持有的技能证书"
            extra="志愿者在个人信息中登记的技能证书"
          >
            <Select
              mode="multiple"
              allowClear
              placeholder="不限"
              loading={qualifications.isPending}
              options={(qualifications.data ?? []).map((q) => ({ value: q.code, label: q.name }))}
              optionFilterProp="label"
              maxCount={10}
              data-testid="condition-qualifications"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name={['conditions', 'membersOnly']}
            label="须为本组织成员"
            valuePropName="checked"
            extra="仅限本组织及下级组织的成员报名"
          >
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
        </Col>
        <Col xs={24} lg={6}>
          <Form.Item name={['conditions', 'gender']} label="性别" extra="仅在确有需要时限定">
            <Select options={genderOptions} placeholder="不限" />
          </Form.Item>
        </Col>
        {gender && (
          <Col xs={24} lg={6}>
            <Form.Item name={['conditions', 'genderReason']} label="限定性别的原因" required>
              <Input maxLength={100} placeholder="如：女性更衣区引导" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Card>
  );
}
