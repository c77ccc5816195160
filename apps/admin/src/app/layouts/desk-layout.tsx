import { useState } from 'react';
import { Button, ConfigProvider, Flex, Layout, theme as antdTheme, type ThemeConfig } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { useIsPhone } from '../../lib/use-is-phone';
import { useLayoutStore } from '../../stores/layout-store';
import { useSessionStore } from '../../stores/session-store';
import { MfaEnrolGate } from '../mfa-enrol-gate';
import { PasswordGate } from '../password-gate';
import { AccountMenu } from './account-menu';
import { EnrolHeader } from './enrol-header';
import { HeaderBreadcrumb } from './header-breadcrumb';
import { MenuDrawer } from './menu-drawer';
import { PlatformMark } from './platform-mark';
import { SideMenu } from './side-menu';
import './phone-frame.css';

const siderWidth = 220;

// Every pixel of a 390 px screen goes to the page: cards keep 16 px inside instead of 24, and
// a calendar with its hour and minute columns (430 px at the desk's sizes) narrows to fit.
const phoneTheme: ThemeConfig = {
  components: {
    Card: { bodyPadding: 16, headerPadding: 16 },
    DatePicker: { cellWidth: 30, timeColumnWidth: 44 },
  },
};
// Never `undefined`: antd wraps the page in one more provider only when a theme is given, so
// crossing 768 px (a phone turned, a window narrowed) remounted the page and lost what was
// typed, a half-done 两步验证 enrolment included.
const deskTheme: ThemeConfig = {};

/**
 * The desk frame: dark-red side menu, header with crumbs and account, scrolling content. On a
 * phone the menu waits in a drawer behind the header's menu button, and the page keeps to the
 * screen's width (wide tables scroll inside their own box). A session that must first enrol a
 * second factor gets neither menu nor account: only 两步验证 and the way out.
 */
export function DeskLayout() {
  const { token } = antdTheme.useToken();
  const isPhone = useIsPhone();
  const isCollapsed = useLayoutStore((s) => s.isSiderCollapsed);
  const setCollapsed = useLayoutStore((s) => s.setSiderCollapsed);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const mustEnrolMfa = useSessionStore((s) => s.mustEnrolMfa);
  const hasMenu = !mustEnrolMfa;

  return (
    // From 768 to 1200 px the desk screens would wrap awkwardly; the page scrolls sideways instead.
    <Layout
      hasSider={!isPhone && hasMenu}
      className={isPhone ? 'zyz-phone-frame' : undefined}
      style={{ minHeight: '100vh', minWidth: isPhone ? 0 : 1200 }}
    >
      {!hasMenu ? null : isPhone ? (
        <MenuDrawer isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} />
      ) : (
        <Layout.Sider
          width={siderWidth}
          collapsible
          collapsed={isCollapsed}
          onCollapse={setCollapsed}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <Flex
            align="center"
            justify={isCollapsed ? 'center' : 'flex-start'}
            style={{ height: 64, padding: isCollapsed ? 0 : '0 20px' }}
          >
            <PlatformMark isCompact={isCollapsed} onDark />
          </Flex>
          <SideMenu key={String(isCollapsed)} isCollapsed={isCollapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 10,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            ...(isPhone && { gap: token.paddingXS, paddingInline: token.paddingXS }),
          }}
        >
          {!hasMenu ? (
            <EnrolHeader isCompact={isPhone} />
          ) : (
            <>
              {isPhone && (
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label="打开菜单"
                  onClick={() => setMenuOpen(true)}
                  data-testid="menu-toggle"
                />
              )}
              <HeaderBreadcrumb isCompact={isPhone} />
              <AccountMenu isCompact={isPhone} />
            </>
          )}
        </Layout.Header>
        <Layout.Content style={{ padding: isPhone ? token.paddingSM : token.paddingLG }}>
          <ConfigProvider theme={isPhone ? phoneTheme : deskTheme}>
            <MfaEnrolGate>
              <PasswordGate>
                <Outlet />
              </PasswordGate>
            </MfaEnrolGate>
          </ConfigProvider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
