import { useEffect, useMemo, useRef } from 'react';
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
 * Chinese names for Quill's toolbar, which draws its buttons and pickers as bare icons (the
 * pickers with no name at all): a screen reader says what each does.
 */
const toolbarNames: Array<[selector: string, name: string]> = [
  ['.ql-header .ql-picker-label', '标题级别'],
  ['.ql-color .ql-picker-label', '文字颜色'],
  ['.ql-background .ql-picker-label', '背景颜色'],
  ['.ql-align .ql-picker-label', '对齐方式'],
  ['button.ql-bold', '加粗'],
  ['button.ql-italic', '斜体'],
  ['button.ql-underline', '下划线'],
  ['button.ql-strike', '删除线'],
  ['button.ql-list[value="ordered"]', '编号列表'],
  ['button.ql-list[value="bullet"]', '项目符号列表'],
  ['button.ql-indent[value="-1"]', '减少缩进'],
  ['button.ql-indent[value="+1"]', '增加缩进'],
  ['button.ql-blockquote', '引用'],
  ['button.ql-link', '插入链接'],
  ['button.ql-image', '插入图片'],
  ['button.ql-clean', '清除格式'],
];

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

  useEffect(() => {
    const toolbar = quillRef.current?.getEditor().getModule('toolbar') as
      { container?: HTMLElement } | undefined;
    for (const [selector, name] of toolbarNames)
      toolbar?.container?.querySelectorAll(selector).forEach((el) => {
        el.setAttribute('aria-label', name);
        el.setAttribute('title', name);
      });
  }, [modules]);

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
