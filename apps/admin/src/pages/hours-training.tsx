import { Card, Flex } from 'antd';
import { TrainingForm } from '../features/hours/components/training-form';
import { TrainingTable } from '../features/hours/components/training-table';

/** 培训时长: record training time for volunteers, and see what was recorded. */
export default function HoursTrainingPage() {
  return (
    <Flex vertical gap={16}>
      <Card title="录入培训时长">
        <TrainingForm />
      </Card>
      <Card title="已录入的培训时长">
        <TrainingTable />
      </Card>
    </Flex>
  );
}
