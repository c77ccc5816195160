import { useState } from 'react';
import { App, Image, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { imageKinds, maxImageBytes, uploadMessages } from '@zyz/domain';
import { uploadImage } from '../lib/upload-image';

interface Props {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
  /** What the empty picker says; a mission's cover by default. */
  label?: string;
}

const accept = imageKinds.map((k) => k.mime).join(',');
const acceptedTypes = new Set<string>(imageKinds.map((k) => k.mime));

/**
 * One cover image: checked here for type and size with the server's own words (the server
 * checks again, by content), uploaded at once, previewable and removable.
 */
export function CoverUpload({ value, onChange, id, label = '上传封面' }: Props) {
  const { message } = App.useApp();
  const [isUploading, setUploading] = useState(false);
  const [preview, setPreview] = useState(false);

  const fileList: UploadFile[] = value
    ? [{ uid: value, name: label, status: 'done', url: value, thumbUrl: value }]
    : isUploading
      ? [{ uid: 'uploading', name: '上传中', status: 'uploading', percent: 50 }]
      : [];

  return (
    <div data-testid="cover-upload">
      <Upload
        id={id}
        accept={accept}
        listType="picture-card"
        maxCount={1}
        fileList={fileList}
        beforeUpload={(file) => {
          if (!acceptedTypes.has(file.type)) {
            void message.warning(uploadMessages.badKind);
            return Upload.LIST_IGNORE;
          }
          if (file.size > maxImageBytes) {
            void message.warning(uploadMessages.tooLarge);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setUploading(true);
          uploadImage(file as Blob)
            .then((res) => {
              onChange?.(res.url);
              onSuccess?.(res);
            })
            // The server's msg was shown as a warning already.
            .catch((err: Error) => onError?.(err))
            .finally(() => setUploading(false));
        }}
        onPreview={() => setPreview(true)}
        onRemove={() => {
          onChange?.(null);
          return true;
        }}
      >
        {value || isUploading ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{label}</div>
          </button>
        )}
      </Upload>
      {/* Only its preview layer (portalled to the body) is ever shown. */}
      {value && (
        <div hidden>
          <Image src={value} alt="" preview={{ open: preview, onOpenChange: setPreview }} />
        </div>
      )}
    </div>
  );
}
