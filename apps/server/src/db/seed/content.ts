import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../client';
import { articles, districts, helpArticles } from '../schema/index';
import type { DemoImageStore, DemoPicture } from './demo-images';
import { clock } from '../../kernel';

// Help-centre answers the platform ships with, and a few demo news items, so a fresh start has
// a living news page. Idempotent by title: a restart finds them and adds nothing.

const help: { category: string; title: string; content: string }[] = [
  {
    category: 'register',
    title: '如何注册成为志愿者？',
    content:
      '<p>点击页面右上角“注册”，选择“志愿者注册”，按提示填写真实姓名、居民身份证号和手机号，设置登录密码后即可完成注册。</p><p>一个身份证号只能注册一个账号。</p>',
  },
  {
    category: 'register',
    title: '忘记密码怎么办？',
    content:
      '<p>在登录页点击“忘记密码”，通过注册时绑定的手机号或邮箱获取验证码后重新设置密码。密码需8至20位，同时包含大写字母、小写字母和数字。</p>',
  },
  {
    category: 'mission',
    title: '如何报名志愿活动？',
    content:
      '<p>在“志愿活动”中找到正在招募的活动，进入详情页选择合适的时段点击“报名”。组织审核通过后，您会收到站内消息。</p><p>名额已满的时段，如活动开启了候补，可以排队候补，有人取消时按顺序递补。</p>',
  },
  {
    category: 'mission',
    title: '报名后不能参加怎么办？',
    content:
      '<p>请在“个人中心 - 我的活动”中尽早取消报名，把名额让给其他志愿者。活动开始后无法取消。</p>',
  },
  {
    category: 'hours',
    title: '服务时长什么时候到账？',
    content:
      '<p>活动结束签退后，系统按时段记录服务时长并进入公示期。公示期内无异议的，期满后自动计入个人累计时长。</p>',
  },
  {
    category: 'hours',
    title: '对公示的服务时长有异议怎么办？',
    content:
      '<p>在“时长公示”中找到对应活动，公示期内可以提出异议并说明理由，由活动所属组织核实处理。</p>',
  },
  {
    category: 'card',
    title: '如何下载志愿服务时长证明？',
    content: '<p>登录后进入“个人中心 - 时长证明”，即可生成带二维码的时长证明，扫码可核验真伪。</p>',
  },
  {
    category: 'org',
    title: '如何加入志愿组织？',
    content:
      '<p>在“志愿组织”中按地区或名称找到组织，进入组织主页点击“申请加入”，组织审核通过后即成为成员。</p>',
  },
];

const news: {
  category: string;
  title: string;
  digest: string;
  content: string;
  picture: DemoPicture;
}[] = [
  {
    category: 'notice',
    title: '关于开展“志愿服务进社区”主题活动的通知',
    digest: '各级志愿者联合会、各志愿服务组织围绕社区需求，组织开展“志愿服务进社区”主题活动。',
    picture: 'heartCover',
    content:
      '<p>各级志愿者联合会、各志愿服务组织：</p><p>为深入推进志愿服务常态化，现组织开展“志愿服务进社区”主题活动。请各单位围绕社区居民实际需求，在平台发布活动、招募志愿者，并及时记录服务时长。</p><p class="ql-align-right">广东省志愿者联合会</p>',
  },
  {
    category: 'news',
    title: '平台新版上线：活动报名、时长公示一站办理',
    digest: '新版平台支持按地区和服务类别找活动、扫码签到签退、服务时长公示和证明下载。',
    picture: 'skylineCover',
    content:
      '<p>新版志愿服务平台正式上线。志愿者可以按地区、服务类别和时间查找活动，活动当天扫码签到签退，服务时长公示期满后自动到账，并可在线下载时长证明。</p>',
  },
  {
    category: 'story',
    title: '社区里的“银发守护队”',
    digest: '一支由退休教师组成的志愿服务队，三年来坚持为社区独居老人上门服务。',
    picture: 'booksCover',
    content:
      '<p>每周二上午，“银发守护队”的志愿者们都会准时出现在社区独居老人家中，量血压、聊家常、检查用电安全。</p><blockquote>“帮别人，也是在帮将来的自己。”</blockquote>',
  },
];

export async function ensureDemoContent(
  tx: Executor,
  images: DemoImageStore,
  now = clock.nowMs(),
): Promise<void> {
  for (const [i, h] of help.entries()) {
    const [found] = await tx
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(eq(helpArticles.title, h.title));
    if (found) continue;
    await tx.insert(helpArticles).values({
      ...h,
      plainText: h.content.replace(/<[^>]+>/g, ''),
      sort: i,
      status: 'published',
    });
  }
  const [root] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(isNull(districts.parentId), eq(districts.status, 'active')))
    .limit(1);
  if (!root) return;
  for (const [i, a] of news.entries()) {
    const [found] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.title, a.title));
    if (found) continue;
    const { picture, ...article } = a;
    await tx.insert(articles).values({
      ...article,
      cover: await images.publicImage(picture),
      kind: 'article',
      source: '广东省志愿者联合会',
      districtId: root.id,
      status: 'published',
      publishTime: new Date(now - (i + 1) * 86_400_000),
    });
  }
}
