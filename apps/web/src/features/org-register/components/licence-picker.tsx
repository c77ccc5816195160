import { useEffect, useState } from 'react';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { imageKinds, maxImageBytes, uploadMessages } from '@zyz/domain';

interface LicencePickerProps {
  value?: File | null;
  onChange?: (file: File | null) => void;
  id?: string;
}

const accept = imageKinds.map((k) => k.mime).join(',');

/** Picks the licence photo locally; it is sent with the form. Size and kind are checked here first. */
export function LicencePicker({ value, onChange, id }: LicencePickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Upload
        accept={accept}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          if (!imageKinds.some((k) => k.mime === file.type)) setProblem(uploadMessages.badKind);
          else if (file.size > maxImageBytes) setProblem(uploadMessages.tooLarge);
          else {
            setProblem(null);
            onChange?.(file);
          }
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} data-testid="org-reg-licence">
          {value ? '重新选择' : '选择图片'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        登记证书或营业执照照片，JPG/PNG/WebP 格式，不超过2MB，文字清晰可辨
      </Typography.Text>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      {preview && (
        <Image
          src={preview}
          alt="执照预览"
          width={160}
          style={{ border: '1px solid #eee', borderRadius: 4 }}
          data-testid="org-reg-licence-preview"
        />
      )}
    </Space>
  );
}
