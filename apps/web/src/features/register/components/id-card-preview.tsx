import { Alert, Descriptions } from 'antd';
import type { IdCardPreview } from '@zyz/domain';

const genderLabel = { M: '男', F: '女' } as const;

/** Gender, birthday and age read from the typed ID number, and what the age means here. */
export function IdCardPreviewPanel({ preview }: { preview: IdCardPreview }) {
  return (
    <div style={{ marginBottom: 16 }} data-testid="id-card-preview">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }}>
        <Descriptions.Item label="性别">{genderLabel[preview.gender]}</Descriptions.Item>
        <Descriptions.Item label="出生日期">{preview.birthDay}</Descriptions.Item>
        <Descriptions.Item label="年龄">{preview.age}周岁</Descriptions.Item>
      </Descriptions>
      {preview.ageGroup === 'tooYoung' && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          title="未满14周岁不能注册志愿者，可在监护人陪同下参加适合的志愿服务活动。"
        />
      )}
      {preview.ageGroup === 'minor' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title="未满18周岁注册须征得监护人同意，请填写监护人信息。"
        />
      )}
    </div>
  );
}
