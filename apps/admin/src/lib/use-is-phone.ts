import { Grid } from 'antd';

/**
 * Below antd's md breakpoint (768 px): organisers review applicants and take attendance at the
 * site on a phone, where the desk frame and wide tables do not fit. The first render reads as a
 * desk; antd measures the screen in a layout effect, so the phone frame is drawn before paint.
 */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().md === false;
}
