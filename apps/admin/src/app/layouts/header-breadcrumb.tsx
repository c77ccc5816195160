import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useTitledMatches } from '../route-handle';

/**
 * Built from the route titles, so a new page gets its crumb by declaring a title. On a phone
 * (`isCompact`) the menu button stands where the home crumb was and only the page and the one
 * above it fit beside the account: deeper crumbs would wrap out of the header.
 */
export function HeaderBreadcrumb({ isCompact = false }: { isCompact?: boolean }) {
  const matches = useTitledMatches();
  const crumbs = matches.map((m, i) => ({
    key: m.pathname,
    title: i < matches.length - 1 ? <Link to={m.pathname}>{m.title}</Link> : m.title,
  }));
  if (isCompact)
    return (
      <Breadcrumb
        items={crumbs.slice(-2)}
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', whiteSpace: 'nowrap' }}
        data-testid="header-breadcrumb"
      />
    );
  const home = {
    key: 'home',
    title: (
      <Link to={paths.dashboard} aria-label="工作台">
        <HomeOutlined />
      </Link>
    ),
  };
  return <Breadcrumb items={[home, ...crumbs]} data-testid="header-breadcrumb" />;
}
