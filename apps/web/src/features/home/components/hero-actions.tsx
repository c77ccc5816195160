import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, theme } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import { paths } from '../../../lib/paths';
import { GlobalSearch } from '../../search';
import { markTourSeen } from '../tour-seen';
import { FirstVisitHint } from './first-visit-hint';

const HomeTour = lazy(() => import('./home-tour'));

/** The hero's search, its 新手指引 button and the guide they open (an island of Home). */
export function HeroActions() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  // The guide opens only when asked (the hero's 新手指引 or the first visit's hint beside it); it
  // never opens over the page by itself, so nothing is in a newcomer's way.
  const [isTourOpen, setTourOpen] = useState(false);
  const openTour = () => {
    markTourSeen(localStorage);
    setTourOpen(true);
  };
  return (
    <Flex gap={token.marginSM} align="center" wrap>
      <div style={{ flex: '1 1 280px', maxWidth: 560 }} data-tour="search">
        <GlobalSearch onSearch={(keyword) => navigate(paths.missionSearch(keyword))} />
      </div>
      <Button ghost icon={<CompassOutlined />} onClick={openTour} data-testid="home-tour-replay">
        新手指引
      </Button>
      <FirstVisitHint isTourOpen={isTourOpen} onStart={openTour} />
      {isTourOpen && (
        <Suspense fallback={null}>
          <HomeTour open onClose={() => setTourOpen(false)} />
        </Suspense>
      )}
    </Flex>
  );
}
