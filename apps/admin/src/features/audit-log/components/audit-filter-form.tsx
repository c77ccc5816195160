import { useEffect } from 'react';
import { Button, Col, DatePicker, Flex, Form, Grid, Input, Row, Select } from 'antd';
import { SearchOutlined, UndoOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { auditActionNames, type AuditAction } from '@zyz/domain';
import { isAfterChinaToday } from '../../../lib/format';
import type { AuditLogFilters } from '../model/audit-params';

interface FormValues {
  operator?: string;
  action?: AuditAction;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

interface Props {
  value: AuditLogFilters;
  onSearch: (filters: AuditLogFilters) => void;
}

const actionOptions = Object.entries(auditActionNames).map(([value, label]) => ({ value, label }));

// A picked day is read by its digits as a China calendar day, whatever the laptop's zone.
const dayOf = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined);
const pickerDay = (day?: string) => (day ? dayjs(day, 'YYYY-MM-DD') : null);

const toFormValues = (v: AuditLogFilters): FormValues => ({
  operator: v.operator,
  action: v.action,
  dateRange: v.beginDate || v.endDate ? [pickerDay(v.beginDate), pickerDay(v.endDate)] : null,
});

/** 操作人, 操作类型 and 日期范围; the URL is their source, so the form follows it. */
export function AuditFilterForm({ value, onSearch }: Props) {
  const [form] = Form.useForm<FormValues>();
  const screens = Grid.useBreakpoint();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(value));
  }, [form, value]);

  const submit = (v: FormValues) => {
    const [begin, end] = v.dateRange ?? [null, null];
    onSearch({
      operator: v.operator?.trim() || undefined,
      action: v.action,
      beginDate: dayOf(begin),
      endDate: dayOf(end),
    });
  };

  const col = { xs: 24, md: 12, xl: 6 };
  return (
    <Form
      form={form}
      onFinish={submit}
      // Below sm the labels stand above their fields: a label box would only wrap them.
      labelCol={screens.sm === false ? undefined : { flex: '80px' }}
      data-testid="audit-filter"
    >
      <Row gutter={[16, 0]}>
        <Col {...col}>
          <Form.Item name="operator" label="操作人">
            <Input
              placeholder="账号、姓名或志愿者编号"
              allowClear
              maxLength={64}
              data-testid="audit-operator"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="action" label="操作类型">
            <Select
              options={actionOptions}
              placeholder="全部"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="audit-action"
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="dateRange" label="日期范围">
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              disabledDate={(d) => isAfterChinaToday(d)}
              style={{ width: '100%' }}
              placeholder={['开始日期', '结束日期']}
              data-testid="audit-date-range"
            />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Flex justify="flex-end" gap={8} style={{ marginBottom: 24 }}>
            <Button
              icon={<UndoOutlined />}
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              重置
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SearchOutlined />}
              data-testid="audit-search"
            >
              查询
            </Button>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
