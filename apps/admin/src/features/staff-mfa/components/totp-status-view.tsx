import { Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { CheckCircleFilled, SafetyOutlined } from '@ant-design/icons';
import type { TotpStatus } from '@zyz/domain';
import { formatDateTime } from '../../../lib/format';

interface TotpStatusViewProps {
  status: TotpStatus;
  isStarting: boolean;
  onEnable: () => void;
  onDisable: () => void;
}

// Few enough left that the organiser should plan for new ones (disable, then enable again).
const fewCodesLeft = 3;

/** Whether the account has a second factor, since when, and how many recovery codes remain. */
export function TotpStatusView({ status, isStarting, onEnable, onDisable }: TotpStatusViewProps) {
  const isLow = status.enabled && status.recoveryCodesLeft <= fewCodesLeft;
  return (
    <Flex vertical gap={20} data-testid="totp-status">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        开启后，登录管理后台时除密码外，还需输入手机上身份验证器应用显示的6位动态验证码。即使密码泄露，他人也无法登录您的账号。
      </Typography.Paragraph>
      <Descriptions
        column={1}
        bordered
        size="middle"
        styles={{ label: { width: 140 } }}
        items={[
          {
            key: 'state',
            label: '状态',
            children: status.enabled ? (
              <Tag color="green" icon={<CheckCircleFilled />} data-testid="totp-state">
                已开启
              </Tag>
            ) : (
              <Tag data-testid="totp-state">未开启</Tag>
            ),
          },
          ...(status.enabled
            ? [
                {
                  key: 'since',
                  label: '开启时间',
                  children: formatDateTime(status.enabledAt) || '—',
                },
                {
                  key: 'codes',
                  label: '剩余恢复码',
                  children: (
                    <Flex vertical gap={4}>
                      <Typography.Text
                        type={isLow ? 'warning' : undefined}
                        data-testid="totp-codes-left"
                      >
                        {status.recoveryCodesLeft} 个
                      </Typography.Text>
                      {isLow && (
                        <Typography.Text type="secondary">
                          {status.required
                            ? '恢复码即将用完：请联系本级管理员重置两步验证后重新开启，获得一组新的恢复码。'
                            : '恢复码即将用完：可关闭后重新开启两步验证，获得一组新的恢复码。'}
                        </Typography.Text>
                      )}
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      <div>
        {status.enabled && status.required ? (
          <Typography.Text type="secondary" data-testid="totp-required-note">
            按平台安全要求，您的账号必须开启两步验证，不能关闭。更换手机时，请联系本级管理员重置。
          </Typography.Text>
        ) : status.enabled ? (
          <Button danger onClick={onDisable} data-testid="totp-disable">
            关闭两步验证
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<SafetyOutlined />}
            loading={isStarting}
            onClick={onEnable}
            data-testid="totp-start"
          >
            开启两步验证
          </Button>
        )}
      </div>
    </Flex>
  );
}
