import { randomUUID } from 'node:crypto';
import { MeetingResponsibility } from '@shared/constants';
import type { Db } from '../database';
import * as t from '../schema';

interface School {
  districtId: string;
  locationId: string;
}

/** The demo school's agenda item types, by name. */
export interface DemoItemTypes {
  celebration: string;
  discussion: string;
  decision: string;
  information: string;
}

type Item = [
  title: string,
  type: keyof DemoItemTypes,
  minutes: number,
  role: number | null,
  description: string,
];

const { Facilitator, Timekeeper, NormsKeeper, NoteTaker } = MeetingResponsibility;

/** The four PLC templates every demo school starts with: the cycle a PLC team runs week after week. */
export const PLC_TEMPLATES: { name: string; items: Item[] }[] = [
  {
    name: 'Data meeting: the four critical questions',
    items: [
      [
        'Norms check-in',
        'information',
        5,
        NormsKeeper,
        '<p>Read the norms aloud; name the one we will watch today.</p>',
      ],
      [
        'What do we want students to learn?',
        'discussion',
        10,
        Facilitator,
        '<p>The essential standard and its learning targets for this unit.</p>',
      ],
      [
        'How will we know if they have learned it?',
        'discussion',
        15,
        Facilitator,
        '<p>Look at the common formative assessment results, student by student.</p>',
      ],
      [
        'How will we respond when some students do not learn?',
        'decision',
        15,
        Facilitator,
        '<p>Intervention groups, reteach plan and who takes which students.</p>',
      ],
      [
        'How will we extend learning for those who are proficient?',
        'decision',
        10,
        Facilitator,
        '<p>Extension tasks and who runs them.</p>',
      ],
      [
        'Tasks and next steps',
        'information',
        5,
        NoteTaker,
        '<p>Confirm owners and due dates before we leave.</p>',
      ],
    ],
  },
  {
    name: 'Unit planning with essential standards',
    items: [
      ['Celebrations', 'celebration', 5, Facilitator, ''],
      [
        'Unwrap the essential standards',
        'discussion',
        20,
        Facilitator,
        '<p>Which standards are essential, and what proficiency looks like.</p>',
      ],
      [
        'Common formative assessment',
        'decision',
        15,
        Facilitator,
        '<p>Agree on the items, the timing and the scoring.</p>',
      ],
      ['Pacing and timeline', 'decision', 10, Timekeeper, ''],
    ],
  },
  {
    name: 'Intervention and extension grouping',
    items: [
      ['Review the latest assessment data', 'discussion', 15, Facilitator, ''],
      [
        'Form intervention groups',
        'decision',
        15,
        Facilitator,
        '<p>By student and by target, not by class.</p>',
      ],
      ['Form extension groups', 'decision', 10, Facilitator, ''],
      ['Schedule and staffing', 'decision', 10, Timekeeper, ''],
    ],
  },
  {
    name: 'Norms and SMART-goal check',
    items: [
      [
        'Norms review',
        'discussion',
        10,
        NormsKeeper,
        '<p>Which norm served us well, which one slipped, and what we change.</p>',
      ],
      [
        'SMART goal progress',
        'discussion',
        15,
        Facilitator,
        '<p>Where we are against the goal and what the data says.</p>',
      ],
      ['Adjust the plan', 'decision', 10, Facilitator, ''],
    ],
  },
];

/** Inserts the four PLC templates as school templates. */
export async function insertPlcTemplates(db: Db, school: School, types: DemoItemTypes): Promise<void> {
  for (const template of PLC_TEMPLATES) {
    const templateId = randomUUID();
    await db.insert(t.agendaTemplates).values({ ...school, id: templateId, name: template.name });
    await db.insert(t.agendaTemplateItems).values(
      template.items.map(([title, type, minutes, role, description], index) => ({
        ...school,
        templateId,
        orderId: index + 1,
        title,
        description,
        itemTypeId: types[type],
        timeInMinutes: minutes,
        facilitatorRole: role,
      })),
    );
  }
}
