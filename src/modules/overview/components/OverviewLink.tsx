import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/lib/storeHooks';
import { selectUserInfo } from '@/session/authSlice';
import { readableStores } from '../access';
import { PATHS } from '../paths';

/** The dashboard's link to the overview (lent through the slot `dashboardLinks`), for a person who may read more than one store. */
export function OverviewLink() {
  const { t } = useLingui();
  const count = readableStores(useAppSelector(selectUserInfo)).length;
  if (count < 2) return null;
  return (
    <Link to={PATHS.overview} className="btn btn-outline-primary btn-sm">
      {t`Overview of all stores`}
    </Link>
  );
}
