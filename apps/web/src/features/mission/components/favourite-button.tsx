import { Button } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useToggleFavourite } from '../api/toggle-favourite';
import { useApplicant } from '../hooks/use-applicant';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { useFeedback } from '../../../lib/feedback';

interface FavouriteButtonProps {
  missionId: string;
  isEnshrined: boolean;
}

/** The heart: a guest is sent to log in first, an organisation account is told why not. */
export function FavouriteButton({ missionId, isEnshrined }: FavouriteButtonProps) {
  const { message } = useFeedback();
  const applicant = useApplicant();
  const goToLogin = useLoginRedirect();
  const toggle = useToggleFavourite();

  const onClick = () => {
    if (applicant.kind === 'guest') {
      void message.info('登录后即可收藏活动');
      goToLogin();
      return;
    }
    if (applicant.kind === 'organizer') {
      void message.info('组织账号不能收藏活动，请使用志愿者账号登录');
      return;
    }
    toggle.mutate(missionId, {
      onSuccess: ({ enshrined }) => void message.success(enshrined ? '已收藏' : '已取消收藏'),
    });
  };

  return (
    <Button
      icon={isEnshrined ? <HeartFilled /> : <HeartOutlined />}
      danger={isEnshrined}
      loading={toggle.isPending}
      onClick={onClick}
      aria-pressed={isEnshrined}
      data-testid="mission-favourite"
    >
      {isEnshrined ? '已收藏' : '收藏'}
    </Button>
  );
}
