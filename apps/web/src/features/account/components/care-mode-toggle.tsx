import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { restoreCareToggleFocus } from '../../../lib/care-toggle-focus';
import { useDisplayMode } from '../../../lib/display-mode';
import { useMinWidth } from '../../../lib/use-min-width';
import { switchCareMode } from '../care-mode';

/**
 * 关怀模式 in the header of every portal page (issue 54): a toggle button (aria-pressed), so a
 * screen reader says whether it is on. Pressing it draws the page again in the other mode.
 */
export function CareModeToggle() {
  const { care } = useDisplayMode();
  const [isSwitching, setSwitching] = useState(false);
  // The header's small size below 992 px, as 登录 and 注册 beside it (header-user.tsx).
  const compact = !(useMinWidth('lg') ?? false);
  // A page the browser draws itself has no switch yet when boot.ts looks for it.
  useEffect(() => void restoreCareToggleFocus(), []);
  return (
    <Button
      type={care ? 'primary' : 'default'}
      size={compact ? 'small' : 'middle'}
      aria-pressed={care}
      loading={isSwitching}
      onClick={() => {
        setSwitching(true);
        void switchCareMode(!care);
      }}
      data-testid="care-mode-toggle"
      data-care-toggle=""
    >
      关怀模式
    </Button>
  );
}
