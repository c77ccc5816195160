import { Link, useLocation } from 'react-router';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { paths } from '../lib/paths';
import { GetStartedSteps, steps } from '../features/get-started/steps';
import { Island } from '../islands/island';
import { breakpointPx } from '../lib/use-min-width';

/** /get-started/step-1..4: how a newcomer goes from registering to credited hours. */
export default function GetStartedPage() {
  const { token } = theme.useToken();
  const match = /step-(\d)/.exec(useLocation().pathname);
  const current = Math.min(Math.max(Number(match?.[1] ?? 1), 1), steps.length) - 1;
  const step = steps[current]!;
  return (
    <Flex vertical gap={token.margin} data-testid="get-started-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        新手指引
      </Typography.Title>
      <Card>
        <Island
          name="get-started-steps"
          component={GetStartedSteps}
          props={{ current }}
          // A desk's row of steps is not the phone's column the server drew.
          when={{ visibleFromWidth: breakpointPx.md }}
        />
      </Card>
      <Card title={`第${current + 1}步：${step.title}`} data-testid="get-started-step">
        <ol style={{ paddingInlineStart: token.paddingLG, margin: 0, lineHeight: 2 }}>
          {step.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ol>
        <Flex gap={token.marginSM} wrap style={{ marginTop: token.marginLG }}>
          {/* Links, not handlers: they work as the server drew them, before any code. */}
          {current > 0 && (
            <Link to={paths.getStartedStep(current)}>
              <Button>上一步</Button>
            </Link>
          )}
          {current < steps.length - 1 ? (
            <Link to={paths.getStartedStep(current + 2)}>
              <Button type="primary" data-testid="get-started-next">
                下一步
              </Button>
            </Link>
          ) : (
            <Link to={paths.help}>
              <Button type="primary">还有疑问？去帮助中心</Button>
            </Link>
          )}
          <Link to={step.action.to}>
            <Button type="link">{step.action.label}</Button>
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}
