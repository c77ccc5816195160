import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Flex, theme } from 'antd';
import {
  FieldTimeOutlined,
  FlagOutlined,
  GiftOutlined,
  IdcardOutlined,
  QuestionCircleOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { UserType, type PortalMissionItem } from '@zyz/domain';
import { paths } from '../lib/paths';
import { homeSectionSize } from './home.data';
import { ResponsiveGrid } from '../components/responsive-grid';
import { CardHeading, Surface } from '../components/home-panel';
import { VolunteerSummaryCard } from '../features/account/components/volunteer-summary-card';
import { useRecommendations } from '../features/home/api/recommended-missions';
import { MissionGridSection } from '../features/home/components/mission-grid-section';
import {
  AnnouncementBoard,
  AnnouncementTicker,
} from '../features/home/components/announcement-board';
import { useBanners } from '../features/home/api/banners';
import { BannerCarousel } from '../features/home/components/banner-carousel';
import { HotNews } from '../features/home/components/hot-news';
import { PlatformStats } from '../features/home/components/platform-stats';
import { VolunteerRankingCard } from '../features/home/components/volunteer-ranking';
import { HeroActions } from '../features/home/components/hero-actions';
import { autoplayMs } from '../features/home/components/slide-track';
import { Island } from '../islands/island';
import { useMissionList } from '../features/mission/api/mission-list';
import { MissionCard } from '../features/mission/components/mission-card';
import { queryCoordinates, readPointer } from '../features/mission/pointer-cache';
import { isVolunteerInfo, useUserStore } from '../stores/user-store';

/** Where the visitor is, if the mission page has already asked (Home never prompts for it). */
function cachedCoordinates() {
  const pointer = readPointer(sessionStorage);
  return pointer ? queryCoordinates(pointer) : null;
}

function renderMission(mission: PortalMissionItem) {
  return <MissionCard mission={mission} />;
}
const missionKey = (mission: PortalMissionItem) => mission.missionId;

/** 为您推荐 (热门活动 for a guest or a volunteer with no history yet) and 最新活动. */
function MissionSections() {
  // Read after the first render: the server has no session storage and hydration must match it.
  const [at, setAt] = useState<ReturnType<typeof cachedCoordinates>>(null);
  useEffect(() => startTransition(() => setAt(cachedCoordinates())), []);
  const isVolunteer = useUserStore((s) => s.token !== null && s.type === UserType.Volunteer);
  const recommended = useRecommendations(homeSectionSize, at);
  // Until the answer says, guess from who is looking, so the heading rarely changes under them.
  const isPersonalised = recommended.data?.personalised ?? isVolunteer;
  const newest = useMissionList({ sort: 'newest', pageIndex: 1, pageSize: homeSectionSize });
  return (
    <>
      <MissionGridSection
        title={isPersonalised ? '为您推荐' : '热门活动'}
        moreTo={paths.mission}
        items={recommended.data?.list ?? null}
        isError={recommended.isError}
        skeletonCount={4}
        renderItem={renderMission}
        itemKey={missionKey}
        testId="home-recommended"
      />
      <MissionGridSection
        title="最新活动"
        moreTo={paths.mission}
        items={newest.data?.list ?? null}
        isError={newest.isError}
        skeletonCount={4}
        renderItem={renderMission}
        itemKey={missionKey}
        testId="home-newest"
      />
    </>
  );
}

const tiles = [
  { to: paths.mission, title: '志愿活动', Icon: FlagOutlined },
  { to: paths.organization, title: '志愿组织', Icon: TeamOutlined },
  { to: paths.publicity, title: '时长公示', Icon: FieldTimeOutlined },
  { to: paths.card, title: '志愿者证', Icon: IdcardOutlined },
  { to: paths.donation, title: '捐赠证书', Icon: GiftOutlined },
  { to: paths.help, title: '帮助中心', Icon: QuestionCircleOutlined },
];

/** A signed-out visitor's or an organiser's card in the account slot (an h2 under the hero). */
function GreetingCard({
  testId,
  title,
  text,
  children,
}: {
  testId: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Surface data-testid={testId} style={{ padding: token.paddingLG }}>
      <CardHeading>{title}</CardHeading>
      <p style={{ margin: `0 0 ${token.margin}px`, color: token.colorTextSecondary }}>{text}</p>
      {children}
    </Surface>
  );
}

function AccountCard() {
  const userInfo = useUserStore((s) => s.userInfo);
  const type = useUserStore((s) => s.type);
  const hasSession = useUserStore((s) => s.token !== null);
  const { token } = theme.useToken();
  if (hasSession && type === UserType.Volunteer && isVolunteerInfo(userInfo))
    return <VolunteerSummaryCard user={userInfo} />;
  if (hasSession && type === UserType.Organizer)
    return (
      <GreetingCard
        testId="org-summary"
        title={`${userInfo?.name ?? '组织用户'}，您好`}
        text="您已以组织身份登录，活动发布与人员管理请进入管理后台。"
      >
        <Button type="primary" href={paths.admin}>
          进入管理后台
        </Button>
      </GreetingCard>
    );
  return (
    <GreetingCard
      testId="guest-summary"
      title="加入志愿者队伍"
      text="登录后可查看您的服务时长、培训时长和报名记录。"
    >
      <Flex gap={token.marginXS}>
        <Link to={paths.login}>
          <Button type="primary">登录</Button>
        </Link>
        <Link to={paths.registered}>
          <Button>注册志愿者</Button>
        </Link>
      </Flex>
    </GreetingCard>
  );
}

/** The carousel beside the notices; the notices take the row when no banner is showing. */
function BannersAndNotices() {
  const { token } = theme.useToken();
  const banners = useBanners();
  const hasBanners = banners.isPending || (banners.data?.length ?? 0) > 0;
  return (
    <ResponsiveGrid columns={{ xs: 1, lg: hasBanners ? '2fr 1fr' : 1 }} gap={token.margin}>
      {/* It turns its first slide after 5 s in view: its code is needed no sooner. */}
      {hasBanners && (
        <Island
          name="home-banners"
          component={BannerCarousel}
          props={{}}
          when={{ visibleFor: autoplayMs }}
        />
      )}
      <Island name="home-notices" component={AnnouncementBoard} props={{}} />
    </ResponsiveGrid>
  );
}

/** Spec §2 Home: search, banners and notices, the platform's figures, missions, news, ranking. */
export default function HomePage() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG}>
      <Island name="home-ticker" component={AnnouncementTicker} props={{}} />
      <section
        data-testid="home-hero"
        style={{
          background: `linear-gradient(135deg, ${token.colorPrimary}, ${token.colorPrimaryActive})`,
          borderRadius: token.borderRadiusLG,
          padding: `${token.paddingXL}px ${token.paddingLG}px`,
          color: token.colorTextLightSolid,
        }}
      >
        <h1
          style={{
            margin: '0 0 0.5em',
            fontSize: token.fontSizeHeading1,
            lineHeight: token.lineHeightHeading1,
            fontWeight: token.fontWeightStrong,
          }}
        >
          志愿服务平台
        </h1>
        <p style={{ margin: '0 0 1em', fontSize: token.fontSizeLG, opacity: 0.9 }}>
          奉献、友爱、互助、进步 —— 找到身边的志愿活动，记录您的每一份付出
        </p>
        <Island name="home-hero-actions" component={HeroActions} props={{}} />
      </section>
      <BannersAndNotices />
      <PlatformStats />
      <AccountCard />
      <ResponsiveGrid
        columns={{ xs: 3, md: 6 }}
        gap={token.margin}
        data-testid="home-tiles"
        data-tour="tiles"
      >
        {tiles.map(({ to, title, Icon }) => (
          <div key={to}>
            <Link to={to}>
              <Surface isHoverable style={{ padding: token.paddingSM, textAlign: 'center' }}>
                <Icon style={{ fontSize: token.fontSizeHeading2, color: token.colorPrimary }} />
                <div style={{ marginTop: token.marginXS, color: token.colorText }}>{title}</div>
              </Surface>
            </Link>
          </div>
        ))}
      </ResponsiveGrid>
      <MissionSections />
      <ResponsiveGrid columns={{ xs: 1, lg: '2fr 1fr' }} gap={token.margin}>
        <HotNews />
        <Island name="home-ranking" component={VolunteerRankingCard} props={{}} />
      </ResponsiveGrid>
    </Flex>
  );
}
