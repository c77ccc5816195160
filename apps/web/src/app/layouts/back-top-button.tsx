import { FloatButton } from 'antd';

/** antd's back-to-top float button, in its own module so back-top.tsx can load it late. */
export function BackTopButton() {
  return (
    <FloatButton.BackTop style={{ insetInlineEnd: 40, insetBlockEnd: 160 }} tooltip="回到顶部" />
  );
}
