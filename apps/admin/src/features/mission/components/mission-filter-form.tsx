import { useEffect, useState } from 'react';
import { Button, Col, DatePicker, Flex, Form, Grid, Input, Row, Select } from 'antd';
import { DownOutlined, SearchOutlined, UndoOutlined, UpOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { serviceTimeTypeLabels, serviceTypes } from '@zyz/domain';
import { fromChinaDay, toChinaDay } from '../../../lib/china-time';
import type { ListFilters } from '../model/list-params';
import { DistrictTreeSelect, type OwnDistrict } from './district-tree-select';

type Filters = ListFilters;

interface FormValues extends Omit<Filters, 'beginDateInput' | 'endDateInput'> {
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

interface Props {
  value: Filters;
  ownDistrict?: OwnDistrict;
  onSearch: (filters: Filters) => void;
}

const serviceTypeOptions = serviceTypes.map((t) => ({ value: t.code, label: t.name }));
const serviceTimeTypeOptions = Object.entries(serviceTimeTypeLabels).map(([value, label]) => ({
  value,
  label,
}));

const toFormValues = (v: Filters): FormValues => {
  const begin = v.beginDateInput ? fromChinaDay(v.beginDateInput) : null;
  const end = v.endDateInput ? fromChinaDay(v.endDateInput) : null;
  return { ...v, dateRange: begin || end ? [begin, end] : null };
};

const blankToUndefined = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);

/** The list's filters; the URL is their source, so the form follows it (back, reload). */
export function MissionFilterForm({ value, ownDistrict, onSearch }: Props) {
  const [form] = Form.useForm<FormValues>();
  const screens = Grid.useBreakpoint();
  // On a narrow screen eight filters would push the list out of sight; the name filter stays.
  const [isExpanded, setExpanded] = useState<boolean | null>(null);
  const showAll = isExpanded ?? screens.lg ?? true;
  // The chosen organisation's name: the tree knows only the nodes it has read, and the form's
  // reset below (on every change of the URL) mounts it again holding its own node alone.
  const [districtName, setDistrictName] = useState(value.districtName);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toFormValues(value));
    setDistrictName(value.districtName);
  }, [form, value]);

  const submit = (v: FormValues) => {
    const [begin, end] = v.dateRange ?? [null, null];
    onSearch({
      subject: blankToUndefined(v.subject),
      missionId: blankToUndefined(v.missionId),
      contactName: blankToUndefined(v.contactName),
      contactPhone: blankToUndefined(v.contactPhone),
      missionType: v.missionType,
      serviceTimeType: v.serviceTimeType,
      districtId: v.districtId,
      districtName: v.districtId ? districtName : undefined,
      beginDateInput: begin ? toChinaDay(begin) : undefined,
      endDateInput: end ? toChinaDay(end) : undefined,
    });
  };

  const col = { xs: 24, sm: 12, lg: 8, xxl: 6 };
  // Hidden, not unmounted: a folded filter keeps its value and still applies.
  const more = { ...col, style: showAll ? undefined : { display: 'none' } };
  return (
    <Form
      form={form}
      onFinish={submit}
      // Below sm the labels stand above their fields: a 96 px label box would only wrap them.
      labelCol={screens.sm === false ? undefined : { flex: '96px' }}
      data-testid="mission-filter"
    >
      <Row gutter={[16, 0]}>
        <Col {...col}>
          <Form.Item name="subject" label="活动名称">
            <Input placeholder="包含的文字" allowClear maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...more}>
          <Form.Item
            name="missionId"
            label="活动编号"
            rules={[{ pattern: /^[1-9]\d{0,14}$/, message: '活动编号应为数字' }]}
          >
            <Input placeholder="完整编号" allowClear maxLength={15} />
          </Form.Item>
        </Col>
        <Col {...more}>
          <Form.Item name="missionType" label="服务类别">
            <Select options={serviceTypeOptions} placeholder="全部" allowClear />
          </Form.Item>
        </Col>
        <Col {...more}>
          <Form.Item name="serviceTimeType" label="服务时长类型">
            <Select options={serviceTimeTypeOptions} placeholder="全部" allowClear />
          </Form.Item>
        </Col>
        <Col {...more}>
          <Form.Item name="contactName" label="联系人">
            <Input allowClear maxLength={30} />
          </Form.Item>
        </Col>
        <Col {...more}>
          <Form.Item name="contactPhone" label="联系电话">
            <Input allowClear maxLength={20} />
          </Form.Item>
        </Col>
        <Col {...more}>
          <Form.Item name="districtId" label="所属组织">
            {ownDistrict ? (
              <DistrictTreeSelect
                own={ownDistrict}
                currentName={districtName}
                onChange={(_, name) => setDistrictName(name)}
                placeholder="本组织及下级"
                allowClear
              />
            ) : (
              <Select disabled placeholder="加载中" />
            )}
          </Form.Item>
        </Col>
        <Col {...more}>
          <Form.Item name="dateRange" label="服务日期">
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              style={{ width: '100%' }}
              placeholder={['开始日期', '结束日期']}
            />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Flex justify="flex-end" gap={8} style={{ marginBottom: 24 }}>
            <Button
              type="link"
              icon={showAll ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              onClick={() => setExpanded(!showAll)}
            >
              {showAll ? '收起' : '更多筛选'}
            </Button>
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
              data-testid="mission-search"
            >
              查询
            </Button>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
