import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

interface MissingProps {
  title: string;
  subTitle?: string;
  /** The one way onward: a list of the same things, or Home. */
  backTo: string;
  backLabel: string;
  backTestId?: string;
  testId?: string;
}

/** Something asked for by its address that is not there (anymore), with a way onward. */
export function MissingResult({
  title,
  subTitle,
  backTo,
  backLabel,
  backTestId,
  testId,
}: MissingProps) {
  return (
    <Result
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <Link to={backTo}>
          <Button type="primary" data-testid={backTestId}>
            {backLabel}
          </Button>
        </Link>
      }
      data-testid={testId}
    />
  );
}

/** An address no route knows. */
export function NotFoundResult() {
  return (
    <MissingResult
      title="404"
      subTitle="抱歉，您访问的页面不存在"
      backTo={paths.home}
      backLabel="返回首页"
      backTestId="not-found-home"
    />
  );
}
