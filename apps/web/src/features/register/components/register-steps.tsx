import { Steps } from 'antd';
import { useMinWidth } from '../../../lib/use-min-width';

const titles = ['阅读须知', '填写信息', '注册成功', '完善信息', '申领志愿者卡'];

/** Where the person is in the registration journey; compact on a phone. */
export function RegisterSteps({ current }: { current: number }) {
  const screens = { sm: useMinWidth('sm'), md: useMinWidth('md') };
  return (
    <Steps
      current={current}
      size="small"
      responsive={false}
      labelPlacement={screens.md ? 'horizontal' : 'vertical'}
      items={titles.map((title, i) => ({ title: screens.sm || i === current ? title : '' }))}
      style={{ marginBottom: 24 }}
      data-testid="register-steps"
    />
  );
}
