import { useLingui } from '@lingui/react/macro';
import Form from 'react-bootstrap/Form';
import { getErrorMessage, requestError } from '@/api/errors';
import { notify } from '@/lib/notify';
import { useGetRequestSettingsQuery, useSaveRequestSettingsMutation } from '../api';
import { REQUEST_MESSAGES } from '../messages';

/** The store's rule: every offer needs a manager, or not between people of the same role. */
export function ApprovalSetting({ storeId }: { storeId: string }) {
  const { t } = useLingui();
  const settings = useGetRequestSettingsQuery({ storeId });
  const [save, saving] = useSaveRequestSettingsMutation();
  if (!settings.data) return null;
  const toggle = async (on: boolean) => {
    try {
      await save({ storeId, sameRoleWithoutApproval: on }).unwrap();
    } catch (error) {
      notify(getErrorMessage(requestError(error), REQUEST_MESSAGES.settings), 'danger');
    }
  };
  return (
    <Form.Check
      type="switch"
      id="same-role-without-approval"
      className="mb-3"
      label={t`Offers between people of the same role need no approval`}
      checked={settings.data.sameRoleWithoutApproval}
      disabled={saving.isLoading}
      onChange={(e) => void toggle(e.target.checked)}
    />
  );
}
