import { RedirectBridge } from '@/components/staff/RedirectBridge';

/** The identity provider's redirect target: relays the response to the window or frame that asked for it. */
export default function StaffRedirectPage() {
  return <RedirectBridge />;
}
