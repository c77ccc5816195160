import { useMemo, useRef } from 'react';
import { App } from 'antd';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './rich-text-editor.css';
import { imageKinds, maxImageBytes, uploadMessages } from '@zyz/domain';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  /** Stores an image and answers its address (the console's upload call). */
  uploadImage: (file: Blob) => Promise<{ url: string }>;
  placeholder?: string;
  id?: string;
}

const acceptedTypes = new Set<string>(imageKinds.map((k) => k.mime));

/**
 * The article editor (Quill). Images go through the upload call instead of being pasted in
 * as data: addresses, which the server would strip. Loaded only on the pages that edit text.
 */
export default function RichTextEditor({ value, onChange, uploadImage, placeholder, id }: Props) {
  const { message } = App.useApp();
  const quillRef = useRef<ReactQuill>(null);

  const modules = useMemo(
    () => ({
      toolbar: {
        container: [
          [{ header: [2, 3, 4, false] }],
          ['bold', 'italic', 'underline', 'strike'],
          [{ color: [] }, { background: [] }],
          [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
          [{ align: [] }],
          ['blockquote', 'link', 'image'],
          ['clean'],
        ],
        handlers: {
          image: () => {
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = [...acceptedTypes].join(',');
            input.onchange = () => {
              const file = input.files?.[0];
              if (!file) return;
              if (!acceptedTypes.has(file.type))
                return void message.warning(uploadMessages.badKind);
              if (file.size > maxImageBytes) return void message.warning(uploadMessages.tooLarge);
              const hide = message.loading('图片上传中…', 0);
              uploadImage(file)
                .then(({ url }) => {
                  const editor = quillRef.current?.getEditor();
                  if (!editor) return;
                  const at = editor.getSelection(true)?.index ?? editor.getLength();
                  editor.insertEmbed(at, 'image', url, 'user');
                  editor.setSelection(at + 1, 0);
                })
                // The server's msg was shown as a warning already.
                .catch(() => undefined)
                .finally(hide);
            };
            input.click();
          },
        },
      },
      clipboard: { matchVisual: false },
    }),
    [message, uploadImage],
  );

  return (
    <div className="zyz-rich-editor" data-testid="rich-text-editor" id={id}>
      <ReactQuill
        ref={quillRef}
        theme="snow"
        value={value ?? ''}
        onChange={(html) => onChange?.(html)}
        modules={modules}
        placeholder={placeholder}
        style={{ background: 'white' }}
      />
    </div>
  );
}
