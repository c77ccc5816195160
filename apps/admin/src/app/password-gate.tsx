import { useEffect, useRef, type ReactNode } from 'react';
import { App, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { passwordNoticeText } from './guard';
import { paths } from '../lib/paths';
import { useGuardDecision } from './use-guard-decision';

/**
 * Spec §4 step 2 inside the console: with a forced change (or a weak password) every page
 * but change-password shows the notice, then opens change-password. The page behind stays
 * unrendered so it fires no calls the organiser is not yet allowed to make.
 */
export function PasswordGate({ children }: { children: ReactNode }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const decision = useGuardDecision();
  const notice = decision.kind === 'change-password' ? decision.notice : null;
  const isOpen = useRef(false);

  useEffect(() => {
    if (!notice || isOpen.current) return;
    isOpen.current = true;
    modal.warning({
      title: notice === 'forced' ? '安全提示' : '密码强度提示',
      content: passwordNoticeText[notice],
      okText: '立即修改',
      // For browser tests: the notice's only way forward.
      okButtonProps: { 'data-testid': 'password-notice-ok' } as ButtonProps,
      keyboard: false,
      mask: { closable: false },
      onOk: () => {
        isOpen.current = false;
        void navigate(paths.changePassword, { replace: true });
      },
    });
  }, [notice, modal, navigate]);

  return notice ? null : children;
}
