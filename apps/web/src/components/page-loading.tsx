import { Flex, Spin } from 'antd';

/** Shown while the first page and the session are being restored. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" description="加载中..." />
    </Flex>
  );
}
