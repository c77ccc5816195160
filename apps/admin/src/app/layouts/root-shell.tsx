import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { theme as antdTheme } from 'antd';
import NProgress from 'nprogress';
import { progressBarSettings } from '@zyz/client';
import 'nprogress/nprogress.css';
import './root-shell.css';
import { useTitledMatches } from '../route-handle';

const siteTitle = '志愿服务平台 管理后台';

NProgress.configure(progressBarSettings);

/** Spec §2 shell duties: progress bar around navigations, page titles, scroll to top. */
export function RootShell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const matches = useTitledMatches();
  const { token } = antdTheme.useToken();
  const pageTitle = matches.at(-1)?.title;

  useEffect(() => {
    document.documentElement.style.setProperty('--zyz-progress-color', token.colorPrimary);
  }, [token.colorPrimary]);

  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${siteTitle}` : siteTitle;
  }, [pageTitle]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}
