import { Tag } from 'antd';
import { serviceRecordStateLabels, type ServiceRecordState } from '@zyz/domain';

const colors: Record<ServiceRecordState, string> = {
  publicity: 'processing',
  objected: 'warning',
  final: 'success',
  void: 'default',
};

export function RecordStateTag({ state }: { state: ServiceRecordState }) {
  return (
    <Tag color={colors[state]} data-testid="service-record-state" style={{ marginInlineEnd: 0 }}>
      {serviceRecordStateLabels[state]}
    </Tag>
  );
}
