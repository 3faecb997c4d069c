import { UserMessages } from '@shared/schemas/users';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DuplicateMessages } from './duplicates';
import { HeaderMessages } from './match-header';
import { BundleMessages, readOneRosterBundle, type OneRosterOptions } from './oneroster';
import { SchoolMessages } from './oneroster-school';
import { ZipMessages } from './safe-unzip';

const csv = (...lines: string[]) => strToU8(lines.join('\r\n') + '\r\n');
const options: OneRosterOptions = { school: { identifier: '0451' }, schoolYearEnd: 2026 };

const ORGS = csv(
  'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
  'd1,,,Springfield District,district,D1,',
  's1,,,Lincoln Middle,school,0451,d1',
  's2,,,Roosevelt High,school,0452,d1',
);

const USERS_1_1 = csv(
  'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
  't1,,,true,"s1,s2",teacher,mlopez,,Maria,Lopez,,1001,maria@x.org,,,,,',
  'a1,,,false,s1,administrator,ppark,,Paul,Park,,1002,paul@x.org,,,,,',
  'st1,,,true,s1,student,slee,,Sam,Lee,,200345,sam@x.org,,,,09,',
  'st2,,,true,s1,student,ang,,Ann,Ng,,S-77,ann@x.org,,,,10,',
  'st3,,,true,s1,student,boli,,Bo,Li,,200346,bo@x.org,,,,UG,',
  'p1,,,true,s1,parent,plee,,Pat,Lee,,,pat@x.org,,,,,',
  'g1,,,true,s1,guardian,gk,,Gil,King,,,gil@x.org,,,,,',
  't2,,,true,s2,teacher,jdoe,,Jo,Doe,,1003,jo@x.org,,,,,',
  't3,tobedeleted,,true,s1,teacher,old,,Old,Timer,,1004,old@x.org,,,,,',
  'st4,,,true,s1,student,sam2,,Samuel,Lee,,200347,SAM@x.org,,,,"11,12",',
);

const ENROLLMENTS = csv(
  'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
  'e1,,,c1,s1,t1,teacher,true,,',
  'e2,,,c1,s1,st1,student,false,,',
  'e3,,,c2,s2,t1,teacher,true,,',
  'e4,,,c1,s1,p1,parent,false,,',
);

describe('readOneRosterBundle', () => {
  it('maps a OneRoster 1.1 bundle: staff, students, issues by users.csv line, notes, enrollments', async () => {
    const zip = zipSync({
      'orgs.csv': ORGS,
      'Users.csv': USERS_1_1,
      'enrollments.csv': ENROLLMENTS,
      'manifest.csv': csv('x'),
    });
    const result = await readOneRosterBundle(zip, options);
    expect(result.version).toBe('1.1');
    expect(result.school).toEqual({ SourcedId: 's1', Name: 'Lincoln Middle', Identifier: '0451' });
    expect(result.staff).toEqual([
      {
        Line: 2,
        SourcedId: 't1',
        FirstName: 'Maria',
        LastName: 'Lopez',
        EmailAddress: 'maria@x.org',
        ThirdPartyId: '1001',
        Active: true,
      },
      {
        Line: 3,
        SourcedId: 'a1',
        FirstName: 'Paul',
        LastName: 'Park',
        EmailAddress: 'paul@x.org',
        ThirdPartyId: '1002',
        Active: false,
      },
    ]);
    expect(result.students).toEqual([
      {
        Line: 4,
        SourcedId: 'st1',
        FirstName: 'Sam',
        LastName: 'Lee',
        EmailAddress: 'sam@x.org',
        ThirdPartyId: '200345',
        GraduationYear: 2029,
        Active: true,
      },
    ]);
    expect(result.issues).toEqual([
      { Line: 5, Field: 'identifier', Message: UserMessages.studentIdNumber, File: 'users.csv' },
      { Line: 6, Field: 'grades', Message: UserMessages.graduationYear, File: 'users.csv' },
      { Line: 11, Field: 'email', Message: DuplicateMessages.email(4), File: 'users.csv' },
    ]);
    expect(result.notes).toEqual([
      '1 user of other schools left out.',
      '1 user marked tobedeleted left out.',
      '1 user with the role guardian left out: PLC Hub imports staff and students only.',
      '1 user with the role parent left out: PLC Hub imports staff and students only.',
    ]);
    expect(result.enrollments).toEqual([
      { Line: 2, ClassSourcedId: 'c1', UserSourcedId: 't1', Role: 'teacher' },
      { Line: 3, ClassSourcedId: 'c1', UserSourcedId: 'st1', Role: 'student' },
    ]);
  });

  it('maps a OneRoster 1.2 bundle, roles and orgs coming from roles.csv', async () => {
    const users = csv(
      'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
      'u1,,,true,mlopez,,Maria,Lopez,,,maria@x.org,,,,,,5001,,,,,s1,',
      'u2,,,true,pk,,Pia,Kim,,1002,pia@x.org,,,,,,,,,,,s1,',
      'u3,,,true,kid,,Kai,Ode,,300001,kai@x.org,,,,KG,,,,,,,s1,',
      'u4,,,true,elsewhere,,Eli,Roe,,1009,eli@x.org,,,,,,,,,,,s2,',
      'u5,,,true,it,,Ian,Tech,,1010,ian@x.org,,,,,,,,,,,s1,',
    );
    const roles = csv(
      'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId',
      'r1,,,u1,secondary,parent,,,s1,',
      'r2,,,u1,primary,teacher,,,s1,',
      'r3,,,u2,primary,principal,,,s1,',
      'r4,,,u3,primary,student,,,s1,',
      'r5,,,u4,primary,teacher,,,s2,',
      'r6,,,u5,primary,systemAdministrator,,,s1,',
    );
    const zip = zipSync({ 'orgs.csv': ORGS, 'users.csv': users, 'roles.csv': roles });
    const result = await readOneRosterBundle(zip, {
      school: { name: 'lincoln  middle' },
      schoolYearEnd: 2026,
    });
    expect(result.version).toBe('1.2');
    expect(result.issues).toEqual([]);
    expect(result.staff.map((s) => [s.SourcedId, s.ThirdPartyId])).toEqual([
      ['u1', '5001'],
      ['u2', '1002'],
    ]);
    expect(result.students.map((s) => [s.SourcedId, s.GraduationYear])).toEqual([['u3', 2038]]);
    expect(result.notes).toEqual([
      '1 user of other schools left out.',
      '1 user with the role systemAdministrator left out: PLC Hub imports staff and students only.',
    ]);
  });

  it('refuses a bundle without orgs.csv, and says when it sits in a folder', async () => {
    const missing = await readOneRosterBundle(zipSync({ 'users.csv': USERS_1_1 }), options);
    expect(missing.issues).toEqual([
      { Line: null, Field: null, Message: BundleMessages.missing('orgs.csv') },
    ]);
    const nested = await readOneRosterBundle(
      zipSync({ export: { 'orgs.csv': ORGS, 'users.csv': USERS_1_1 } }),
      options,
    );
    expect(nested.issues[0]?.Message).toBe(BundleMessages.nested('orgs.csv', 'export/orgs.csv'));
  });

  it('refuses a bundle with a path-climbing entry', async () => {
    const zip = zipSync({ 'orgs.csv': ORGS, 'users.csv': USERS_1_1, '../../evil.sh': strToU8('rm -rf /') });
    const result = await readOneRosterBundle(zip, options);
    expect(result.issues).toEqual([
      { Line: null, Field: null, Message: ZipMessages.unsafePath('../../evil.sh') },
    ]);
    expect(result.staff).toEqual([]);
  });

  it('refuses a zip bomb posing as users.csv', async () => {
    const zip = zipSync({ 'orgs.csv': ORGS, 'users.csv': new Uint8Array(30 * 1024 * 1024).fill(0x2c) });
    expect((await readOneRosterBundle(zip, options)).issues[0]?.Message).toBe(
      ZipMessages.tooCompressed('users.csv'),
    );
  });

  it('says when the chosen school is not in orgs.csv', async () => {
    const zip = zipSync({ 'orgs.csv': ORGS, 'users.csv': USERS_1_1 });
    const result = await readOneRosterBundle(zip, { ...options, school: { identifier: '9999' } });
    expect(result.issues).toEqual([
      { Line: null, Field: null, Message: SchoolMessages.noSchool('identifier', '9999') },
    ]);
  });

  it('names the file of a problem inside the bundle', async () => {
    // A 1.2 users.csv without the roles.csv that 1.2 keeps roles in.
    const zip = zipSync({
      'orgs.csv': ORGS,
      'users.csv': csv('sourcedId,givenName,familyName,email,identifier,grades', 'u1,A,B,a@x.org,1,'),
    });
    const result = await readOneRosterBundle(zip, options);
    expect(result.issues).toEqual([
      {
        Line: 1,
        Field: null,
        Message: HeaderMessages.missingColumns(['orgSourcedIds', 'role']),
        File: 'users.csv',
      },
    ]);
  });

  it('reads bundle CSVs with a byte-order mark', async () => {
    const withBom = (bytes: Uint8Array) => Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]);
    const zip = zipSync({ 'orgs.csv': withBom(ORGS), 'users.csv': withBom(USERS_1_1) });
    const result = await readOneRosterBundle(zip, options);
    expect(result.staff).toHaveLength(2);
  });
});
