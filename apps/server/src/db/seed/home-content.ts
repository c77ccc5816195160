import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../client';
import { announcements, articles, banners, districts, missions } from '../schema/index';
import type { DemoImageStore, DemoPicture } from './demo-images';
import { clock } from '../../kernel';

// What Home shows a first visitor: the carousel, 通知公告 and the scrolling bar, and activity
// summaries beside the news. Owned by the root federation, like the console would save them.
// Idempotent by title: a restart finds them and adds nothing.

const day = 86_400_000;

const demoBanners: { title: string; picture: DemoPicture; link: string }[] = [
  { title: '志愿服务进社区 · 温暖你我他', picture: 'heart', link: '/mission' },
  { title: '城市志愿者招募中，一起守护美丽广州', picture: 'skyline', link: '/organization' },
  { title: '守护碧海蓝湾 · 净滩行动火热报名', picture: 'waves', link: '/publicity' },
];

const demoNotices: { showType: 1 | 2; title: string; content: string; pinned: boolean }[] = [
  {
    showType: 2,
    title: '服务时长公示期为7天，如有异议请在公示期内提出',
    content:
      '<p>活动结束后，服务时长进入为期7天的公示期。公示期内任何人均可在“时长公示”中对记录提出异议，由活动所属组织核实处理。</p>',
    pinned: false,
  },
  {
    showType: 1,
    title: '关于做好冬季志愿服务安全保障工作的通知',
    content:
      '<p>各志愿服务组织：</p><p>请在活动前为志愿者做好安全提示，户外活动注意防寒保暖，并为志愿者购买意外保险。</p><p class="ql-align-right">广东省志愿者联合会</p>',
    pinned: true,
  },
  {
    showType: 1,
    title: '志愿服务平台操作指南（志愿者版）发布',
    content:
      '<p>从注册、报名、签到签退到下载时长证明，操作指南一步步说明平台的使用方法，详见“帮助中心”。</p>',
    pinned: false,
  },
  {
    showType: 1,
    title: '年度优秀志愿者推荐工作启动',
    content: '<p>请各级志愿者联合会按照推荐条件，择优推荐服务时长多、群众评价好的志愿者。</p>',
    pinned: false,
  },
];

const demoSummaries: {
  title: string;
  digest: string;
  content: string;
  picture: DemoPicture;
  mission?: string;
}[] = [
  {
    title: '长者关爱探访：四位志愿者走进盐运西社区',
    digest: '本月初，广州市青年志愿者协会的志愿者入户探访独居长者，陪伴聊天、整理家务。',
    content:
      '<p>本月初，广州市青年志愿者协会组织志愿者走进越秀区盐运西社区，入户探访独居长者。志愿者们陪长者聊天、协助整理家务，并逐户登记长者的生活需求。</p><p>活动共服务长者二十余户，累计服务时长26小时。</p>',
    picture: 'heartCover',
    mission: '社区志愿服务日·长者关爱探访',
  },
  {
    title: '广交会志愿服务圆满完成',
    digest: '两天时间里，志愿者在展馆入口为客商提供问询、指路和翻译协助。',
    content:
      '<p>广交会期间，志愿者在各展馆入口设置服务台，为中外客商提供问询、指路和翻译协助，展现了广州志愿者的良好风貌。</p>',
    picture: 'skylineCover',
    mission: '广交会展馆咨询引导服务',
  },
];

async function rootId(tx: Executor) {
  const [root] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(isNull(districts.parentId), eq(districts.status, 'active')))
    .limit(1);
  return root?.id ?? null;
}

async function ensureBanners(tx: Executor, districtId: number, images: DemoImageStore, now: Date) {
  for (const [i, b] of demoBanners.entries()) {
    const [found] = await tx
      .select({ id: banners.id })
      .from(banners)
      .where(and(eq(banners.districtId, districtId), eq(banners.title, b.title)));
    if (found) continue;
    await tx.insert(banners).values({
      districtId,
      position: 1,
      title: b.title,
      image: await images.publicImage(b.picture),
      link: b.link,
      sortOrder: i,
      startAt: new Date(now.getTime() - day),
    });
  }
}

async function ensureNotices(tx: Executor, districtId: number, now: Date) {
  for (const [i, n] of demoNotices.entries()) {
    const [found] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.districtId, districtId), eq(announcements.title, n.title)));
    if (found) continue;
    await tx.insert(announcements).values({
      districtId,
      ...n,
      startAt: new Date(now.getTime() - (i + 1) * day),
    });
  }
}

async function ensureSummaries(
  tx: Executor,
  districtId: number,
  images: DemoImageStore,
  now: Date,
) {
  for (const [i, s] of demoSummaries.entries()) {
    const [found] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.title, s.title));
    if (found) continue;
    const [mission] = s.mission
      ? await tx
          .select({ id: missions.id })
          .from(missions)
          .where(eq(missions.subject, s.mission))
          .limit(1)
      : [];
    await tx.insert(articles).values({
      kind: 'summary',
      category: 'summary',
      title: s.title,
      digest: s.digest,
      content: s.content,
      cover: await images.publicImage(s.picture),
      source: '广州市青年志愿者协会',
      missionId: mission?.id ?? null,
      districtId,
      status: 'published',
      publishTime: new Date(now.getTime() - (i + 1) * day),
    });
  }
}

export async function ensureHomeContent(tx: Executor, images: DemoImageStore, now = clock.now()) {
  const root = await rootId(tx);
  if (!root) return;
  await ensureBanners(tx, root, images, now);
  await ensureNotices(tx, root, now);
  await ensureSummaries(tx, root, images, now);
}
