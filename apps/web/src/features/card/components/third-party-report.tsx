import { Button, Descriptions, Flex, Form, Input, Result, Table } from 'antd';
import { formatMinutes, type AuthByThirdQuery } from '@zyz/domain';
import { formatChinaDateTime } from '../../../lib/china-time';
import { useThirdPartyReport } from '../api/grants';

/** For a school or employer: the volunteer's number and one-time code show verified hours once. */
export function ThirdPartyReport() {
  const report = useThirdPartyReport();
  const data = report.data;
  return (
    <Flex vertical gap="middle" data-testid="third-party-report">
      <Form<AuthByThirdQuery>
        layout="inline"
        onFinish={(values) => report.mutate(values)}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="volunteerNo"
          rules={[{ required: true, whitespace: true, message: '请填写志愿者编号' }]}
        >
          <Input placeholder="志愿者编号" maxLength={32} data-testid="report-volunteer-no" />
        </Form.Item>
        <Form.Item
          name="authCode"
          rules={[{ required: true, whitespace: true, message: '请填写授权码' }]}
        >
          <Input placeholder="志愿者提供的授权码" maxLength={32} data-testid="report-auth-code" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={report.isPending}
          data-testid="report-submit"
        >
          查询时长
        </Button>
      </Form>
      {data ? (
        <Result
          status="success"
          title={`${data.name} 的已认证志愿服务时长`}
          subTitle={`查询单位：${data.grantee}，查询时间：${formatChinaDateTime(data.checkedAt)}（授权码已失效，请妥善保存本页信息）`}
          style={{ paddingInline: 0 }}
          data-testid="report-result"
        >
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label="志愿者编号">{data.volunteerNo}</Descriptions.Item>
            <Descriptions.Item label="身份证号">{data.idCardMasked}</Descriptions.Item>
            <Descriptions.Item label="服务时长">
              {formatMinutes(data.serviceMinutes)}
            </Descriptions.Item>
            <Descriptions.Item label="培训时长">
              {formatMinutes(data.trainingMinutes)}
            </Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            style={{ marginTop: 12 }}
            rowKey={(r) => `${r.subject}|${r.organisation}`}
            pagination={false}
            dataSource={data.rows}
            locale={{ emptyText: '暂无已公示完毕的服务记录' }}
            columns={[
              { title: '服务项目', dataIndex: 'subject' },
              { title: '组织', dataIndex: 'organisation' },
              { title: '时长', dataIndex: 'minutes', render: (m: number) => formatMinutes(m) },
            ]}
          />
        </Result>
      ) : null}
    </Flex>
  );
}
