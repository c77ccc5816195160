import { Drawer, Menu } from 'antd';
import { useMinWidth } from '../../lib/use-min-width';
import { menuItems } from './main-nav';

interface HeaderDrawerProps {
  open: boolean;
  selected: string;
  onClose: () => void;
  onPick: (path: string) => void;
}

/** The phone menu: loaded on the first tap of the menu button, so desktops never fetch it. */
export function HeaderDrawer({ open, selected, onClose, onPick }: HeaderDrawerProps) {
  // A window widened past 992 px shows the header menu again; the drawer closes.
  const isDesktop = useMinWidth('lg') ?? false;
  return (
    <Drawer
      title="导航"
      placement="right"
      size={260}
      open={open && !isDesktop}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <Menu
        mode="inline"
        items={menuItems}
        selectedKeys={[selected]}
        onClick={({ key }) => onPick(key)}
        style={{ borderInlineEnd: 'none' }}
        data-testid="drawer-menu"
      />
    </Drawer>
  );
}
