import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/** 导出Excel: spins while the file downloads; a refusal was already shown as a warning. */
export function ExportButton({
  onExport,
  testId,
}: {
  onExport: () => Promise<void>;
  testId: string;
}) {
  const [isExporting, setExporting] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={isExporting}
      onClick={() => {
        setExporting(true);
        void onExport()
          .catch(() => undefined)
          .finally(() => setExporting(false));
      }}
      data-testid={testId}
    >
      导出Excel
    </Button>
  );
}
