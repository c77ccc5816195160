import { Flex, Typography, theme } from 'antd';
import { OrgListControls } from '../features/organization/components/org-list-controls';
import { OrgListResults } from '../features/organization/components/org-list-results';
import { Island } from '../islands/island';
import { breakpointPx } from '../lib/use-min-width';

/**
 * /organization?parentId=&parentName=&keyword=&page=: organisations with their counts. On a
 * visitor's page the filters and the cards are islands; the address is what they share.
 */
export default function OrganizationPage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin} data-testid="organization-page">
      {/* The page's one h1, at the size of the other pages' titles; each organisation is an h2. */}
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        志愿组织
      </Typography.Title>
      <Island name="org-controls" component={OrgListControls} props={{}} />
      <Island
        name="org-results"
        component={OrgListResults}
        props={{}}
        // A desk's grid is not the phone's single column the server drew.
        when={{ visibleFromWidth: breakpointPx.sm }}
        followsAddress
      />
    </Flex>
  );
}
