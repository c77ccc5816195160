import { useState } from 'react';
import { Link } from 'react-router';
import {
  Button,
  Card,
  Col,
  Collapse,
  Empty,
  Flex,
  Pagination,
  Result,
  Row,
  Segmented,
  Skeleton,
  Typography,
  theme,
} from 'antd';
import { MailOutlined, PhoneOutlined, RocketOutlined } from '@ant-design/icons';
import { paths } from '../app/paths';
import { useHelpCategories, useHelpList } from '../features/help/api/help';
import { RichContent } from '../features/article/components/rich-content';
import { GlobalSearch } from '../features/search/components/global-search';
import { useDistrictDomain } from '../features/site/api/district-domain';

const pageSize = 20;

/** /help: questions by category, a search over questions and answers, and how to reach us. */
export default function HelpPage() {
  const { token } = theme.useToken();
  const [category, setCategory] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  const categories = useHelpCategories();
  const list = useHelpList({
    category: category || undefined,
    keyword: keyword || undefined,
    pageIndex,
    pageSize,
  });
  const total = categories.data?.reduce((n, c) => n + c.count, 0) ?? 0;
  const tabs = [
    { label: `全部 ${total}`, value: '' },
    ...(categories.data ?? []).map((c) => ({ label: `${c.name} ${c.count}`, value: c.code })),
  ];

  return (
    <Flex vertical gap={token.margin} data-testid="help-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        帮助中心
      </Typography.Title>
      <Row gutter={[token.margin, token.margin]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={token.margin}>
            <GlobalSearch
              suggest={false}
              placeholder="输入问题关键词，如：时长、报名、密码"
              onSearch={(next) => {
                setKeyword(next);
                setPageIndex(1);
              }}
            />
            <div style={{ overflowX: 'auto' }}>
              <Segmented
                options={tabs}
                value={category}
                onChange={(v) => {
                  setCategory(String(v));
                  setPageIndex(1);
                }}
                data-testid="help-categories"
              />
            </div>
            <Card styles={{ body: { padding: 0 } }}>
              {list.isPending ? (
                <Skeleton active paragraph={{ rows: 8 }} style={{ padding: token.padding }} />
              ) : list.isError ? (
                <Result
                  status="warning"
                  title="帮助内容加载失败"
                  subTitle={list.error.message || '网络不稳定，请稍后重试'}
                  extra={
                    <Button type="primary" onClick={() => void list.refetch()}>
                      重新加载
                    </Button>
                  }
                />
              ) : list.data.total === 0 ? (
                <Empty
                  style={{ paddingBlock: token.paddingLG }}
                  description={
                    keyword ? `没有找到与“${keyword}”相关的问题，可拨打热线咨询` : '该分类暂无问题'
                  }
                  data-testid="help-empty"
                />
              ) : (
                <Collapse
                  bordered={false}
                  accordion
                  style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
                  items={list.data.list.map((h) => ({
                    key: h.id,
                    label: <Typography.Text strong>{h.title}</Typography.Text>,
                    extra: <Typography.Text type="secondary">{h.categoryName}</Typography.Text>,
                    children: <RichContent html={h.content} />,
                  }))}
                  data-testid="help-questions"
                />
              )}
            </Card>
            {list.data && list.data.total > pageSize && (
              <Pagination
                align="center"
                current={pageIndex}
                pageSize={pageSize}
                total={list.data.total}
                showSizeChanger={false}
                onChange={setPageIndex}
              />
            )}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={token.margin}>
            <ContactCard />
            <Card title="新手指引" size="small">
              <Typography.Paragraph type="secondary">
                第一次使用？四步了解如何注册、加入组织、报名活动和记录服务时长。
              </Typography.Paragraph>
              <Link to={paths.getStarted}>
                <Button icon={<RocketOutlined />}>查看新手指引</Button>
              </Link>
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/** The customer-service contacts from the site settings (12355 unless the site sets another). */
function ContactCard() {
  const { token } = theme.useToken();
  const domain = useDistrictDomain();
  const phone = domain.data?.servicePhone || '12355';
  const mailbox = domain.data?.mailbox;
  return (
    <Card title="联系客服" size="small" data-testid="help-contacts">
      <Flex vertical gap={token.marginSM}>
        <Typography.Text>
          <PhoneOutlined /> 服务热线：<a href={`tel:${phone}`}>{phone}</a>
        </Typography.Text>
        {mailbox && (
          <Typography.Text>
            <MailOutlined /> 服务邮箱：<a href={`mailto:${mailbox}`}>{mailbox}</a>
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          来信请写明志愿者编号或注册手机号，便于核实。
        </Typography.Text>
      </Flex>
    </Card>
  );
}
