import { UserSort } from '@shared/constants';
import { UserToasts } from '@shared/schemas/users';
import { href, paths } from '../../../config/paths';
import { useStudents } from '../api/get-students';
import { UserList } from './user-list';

/** /manageStudents: the school's students. */
export function StudentList() {
  return (
    <UserList
      title={paths.manageStudents.title}
      caption="Students"
      usePage={useStudents}
      idLabel="Student Id"
      extraColumns={[
        {
          id: UserSort.GraduationYear,
          label: 'Graduation Year',
          sortable: true,
          hideOnPhone: true,
          render: (row) => row.GraduationYear ?? '',
        },
      ]}
      searchLabel="Search students"
      createLabel="Create New Student"
      editHref={(studentId) => href(paths.createStudent, { studentId })}
      emptyMessage={UserToasts.noStudents}
      deleteMessage="The student leaves every list and team. Notes written about them stay in the history."
      deletedToast={UserToasts.studentDeleted}
    />
  );
}
