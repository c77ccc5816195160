import { Outlet } from 'react-router';

/** personalCenter/volunteerCard: the application steps and the detail render here. */
export default function PersonalVolunteerCardPage() {
  return <Outlet />;
}
