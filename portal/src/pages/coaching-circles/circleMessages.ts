import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const circleMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.circles.title', defaultMessage: 'Coaching circles' },
    loading: { id: 'portal.circles.loading', defaultMessage: 'Loading your coaching circles…' },
    emptyTitle: {
      id: 'portal.circles.empty.title',
      defaultMessage: 'You are not in a coaching circle',
    },
    emptyBody: {
      id: 'portal.circles.empty.body',
      defaultMessage: 'When you join or lead a coaching circle, it will be listed here.',
    },
    status: { id: 'portal.circles.status', defaultMessage: 'Status' },
    leader: { id: 'portal.circles.leader', defaultMessage: 'Leader' },
    leaderYou: { id: 'portal.circles.leader.you', defaultMessage: 'You' },
    memberCount: {
      id: 'portal.circles.memberCount',
      defaultMessage: '{count, number} of {max, number} students',
    },
    members: { id: 'portal.circles.members', defaultMessage: 'Members' },
    membersHeading: { id: 'portal.circles.members.heading', defaultMessage: 'Members' },
    noMembers: {
      id: 'portal.circles.members.none',
      defaultMessage: 'No students have joined yet.',
    },
    sessionsHeading: { id: 'portal.circles.sessions.heading', defaultMessage: 'Sessions' },
    sessionsTable: { id: 'portal.circles.sessions.table', defaultMessage: 'Sessions of {name}' },
    noSessions: {
      id: 'portal.circles.sessions.none',
      defaultMessage: 'No sessions are planned yet.',
    },
    sessionDate: { id: 'portal.circles.sessions.date', defaultMessage: 'Date' },
    sessionStatus: { id: 'portal.circles.sessions.status', defaultMessage: 'Status' },
    attendance: { id: 'portal.circles.sessions.attendance', defaultMessage: 'Attendance' },
    attendanceCount: {
      id: 'portal.circles.sessions.attendanceCount',
      defaultMessage: '{count, number} of {total, number} attended',
    },
    attendanceAction: { id: 'portal.circles.sessions.action', defaultMessage: 'Action' },
    takeAttendance: {
      id: 'portal.circles.attendance.take',
      defaultMessage: 'Take attendance for {date}',
    },
    takeAttendanceShort: {
      id: 'portal.circles.attendance.takeShort',
      defaultMessage: 'Take attendance',
    },
    attendanceDialog: {
      id: 'portal.circles.attendance.dialog',
      defaultMessage: 'Attendance for {date}',
    },
    attendees: { id: 'portal.circles.attendance.attendees', defaultMessage: 'Who attended' },
    submitAttendance: {
      id: 'portal.circles.attendance.submit',
      defaultMessage: 'Submit attendance',
    },
    cancel: { id: 'portal.circles.attendance.cancel', defaultMessage: 'Cancel' },
    addHeading: { id: 'portal.circles.add.heading', defaultMessage: 'Add a student' },
    addEmail: { id: 'portal.circles.add.email', defaultMessage: 'Student’s email' },
    addSubmit: { id: 'portal.circles.add.submit', defaultMessage: 'Add to circle' },
    addClosed: {
      id: 'portal.circles.add.closed',
      defaultMessage: 'Students can no longer be added: this circle was transferred.',
    },
    OPEN: { id: 'portal.circles.status.OPEN', defaultMessage: 'Open' },
    IN_PROGRESS: { id: 'portal.circles.status.IN_PROGRESS', defaultMessage: 'In progress' },
    COMPLETED: { id: 'portal.circles.status.COMPLETED', defaultMessage: 'Completed' },
    TRANSFERRED: { id: 'portal.circles.status.TRANSFERRED', defaultMessage: 'Transferred' },
    sessionOPEN: { id: 'portal.circles.sessionStatus.OPEN', defaultMessage: 'Open' },
    sessionCLOSED: { id: 'portal.circles.sessionStatus.CLOSED', defaultMessage: 'Closed' },
  }),
);
