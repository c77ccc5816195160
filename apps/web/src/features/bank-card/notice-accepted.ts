/** needToKnow must be accepted before the forms; kept for the tab's session only. */
const key = 'zyz.bankCard.noticeAccepted';

export const acceptNotice = () => sessionStorage.setItem(key, '1');
export const isNoticeAccepted = () => sessionStorage.getItem(key) === '1';
