import useSWR from 'swr';
import { DEFAULT_LMS_LINKS, loadLmsLinks } from '@cle/contracts/staff-links';

/** The learning management system's addresses, from the shell's runtime config; read for staff only. */
export function useLmsLinks(staff: boolean) {
  const { data = DEFAULT_LMS_LINKS } = useSWR(staff ? 'runtime-config:lms-links' : null, loadLmsLinks);
  return data;
}
