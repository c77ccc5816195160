import { Button, Tag, Tooltip } from 'antd';
import type { ApplicationState, ApplyResult } from '@zyz/domain';
import type { ApplyAction } from '../apply-action';

const stateColors: Record<ApplicationState, string> = {
  pending: 'processing',
  accepted: 'success',
  waitlisted: 'warning',
  rejected: 'default',
  cancelled: 'default',
};

interface ShiftActionProps {
  action: ApplyAction;
  /** The answer of an apply made on this page, for the waitlist position. */
  result?: ApplyResult;
  isApplying: boolean;
  onApply: () => void;
  onLogin: () => void;
}

export function ShiftAction({ action, result, isApplying, onApply, onLogin }: ShiftActionProps) {
  switch (action.kind) {
    case 'state': {
      const position = action.state === 'waitlisted' ? result?.waitlistPosition : null;
      return (
        <Tag
          color={stateColors[action.state]}
          style={{ marginInlineEnd: 0 }}
          data-testid="shift-my-state"
        >
          {position ? `候补第${position}位` : action.label}
        </Tag>
      );
    }
    case 'login':
      return (
        <Button size="small" onClick={onLogin} data-testid="shift-login">
          {action.label}
        </Button>
      );
    case 'apply':
      return (
        <Button
          size="small"
          type="primary"
          loading={isApplying}
          onClick={onApply}
          data-testid="shift-apply"
        >
          {action.label}
        </Button>
      );
    case 'blocked':
      return (
        <Tooltip title={action.reason}>
          <Button size="small" disabled data-testid="shift-blocked">
            {action.label}
          </Button>
        </Tooltip>
      );
  }
}
