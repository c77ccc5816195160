import { DistrictLevel } from '@zyz/domain';

export interface SeedNode {
  name: string;
  level: DistrictLevel;
  division: string;
  children?: SeedNode[];
}

const city = (short: string, division: string, children: SeedNode[] = []): SeedNode => ({
  name: `${short}市志愿者联合会`,
  level: DistrictLevel.City,
  division,
  children,
});
const county = (name: string, division: string, children: SeedNode[] = []): SeedNode => ({
  name: `${name}志愿者联合会`,
  level: DistrictLevel.County,
  division,
  children,
});
const org = (name: string, division: string): SeedNode => ({
  name,
  level: DistrictLevel.Organization,
  division,
});

/** Guangdong's federation tree: the province, its 21 prefecture-level cities, a few counties and organisations. */
export const guangdongTree: SeedNode = {
  name: '广东省志愿者联合会',
  level: DistrictLevel.Province,
  division: '440000',
  children: [
    city('广州', '440100', [
      county('天河区', '440106', [org('天河区阳光志愿服务队', '440106')]),
      county('越秀区', '440104', [org('越秀区北京路社区志愿服务站', '440104')]),
      county('海珠区', '440105'),
      org('广州市青年志愿者协会', '440100'),
    ]),
    city('深圳', '440300', [
      county('南山区', '440305'),
      county('福田区', '440304'),
      org('深圳市义工联合会', '440300'),
    ]),
    city('珠海', '440400'),
    city('汕头', '440500'),
    city('佛山', '440600', [org('佛山市南海区义工联合会', '440605')]),
    city('韶关', '440200'),
    city('湛江', '440800'),
    city('肇庆', '441200'),
    city('江门', '440700'),
    city('茂名', '440900'),
    city('惠州', '441300'),
    city('梅州', '441400'),
    city('汕尾', '441500'),
    city('河源', '441600'),
    city('阳江', '441700'),
    city('清远', '441800'),
    city('东莞', '441900'),
    city('中山', '442000'),
    city('潮州', '445100'),
    city('揭阳', '445200'),
    city('云浮', '445300'),
  ],
};

/** Site settings of the root; other nodes inherit them. */
export const rootSiteSettings = {
  icpFilling: '粤ICP备13048916号-2',
  mailbox: 'gdzyz@gdvf.org.cn',
  servicePhone: '12355',
  sponsors: ['共青团广东省委员会', '广东省志愿者联合会'],
  headerImage: '',
  footerImage: '',
};
