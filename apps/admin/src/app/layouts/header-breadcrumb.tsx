import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../paths';
import { useTitledMatches } from '../route-handle';

/** Built from the route titles, so a new page gets its crumb by declaring a title. */
export function HeaderBreadcrumb() {
  const matches = useTitledMatches();
  const items = [
    {
      key: 'home',
      title: (
        <Link to={paths.dashboard} aria-label="工作台">
          <HomeOutlined />
        </Link>
      ),
    },
    ...matches.map((m, i) => ({
      key: m.pathname,
      title: i < matches.length - 1 ? <Link to={m.pathname}>{m.title}</Link> : m.title,
    })),
  ];
  return <Breadcrumb items={items} data-testid="header-breadcrumb" />;
}
