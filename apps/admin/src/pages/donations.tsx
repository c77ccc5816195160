import { Card, Flex } from 'antd';
import { DonationForm } from '../features/donation/components/donation-form';
import { DonationTable } from '../features/donation/components/donation-table';

/** 捐赠管理: record donations by volunteers, and see and void what was recorded. */
export default function DonationsPage() {
  return (
    <Flex vertical gap={16}>
      <Card title="登记捐赠">
        <DonationForm />
      </Card>
      <Card title="捐赠记录">
        <DonationTable />
      </Card>
    </Flex>
  );
}
