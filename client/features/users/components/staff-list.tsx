import { UserToasts } from '@shared/schemas/users';
import { href, paths } from '../../../config/paths';
import { useStaffers } from '../api/get-staffers';
import { UserList } from './user-list';

/** /manageStaff: the school's staffers. */
export function StaffList() {
  return (
    <UserList
      title={paths.manageStaff.title}
      caption="Staff"
      usePage={useStaffers}
      idLabel="Staff Id"
      extraColumns={[
        {
          id: 'webAccess',
          label: 'Web Access',
          hideOnPhone: true,
          render: (row) => (row.HasWebAccess ? 'Yes' : 'No'),
        },
      ]}
      searchLabel="Search staff"
      createLabel="Create New Staffer"
      editHref={(staffId) => href(paths.createStaffer, { staffId })}
      emptyMessage={UserToasts.noStaffers}
      deleteMessage="The staffer leaves every list and team and can no longer sign in. Their tasks and notes stay in the history."
      deletedToast={UserToasts.stafferDeleted}
    />
  );
}
