import type { Random } from './random';

/** How people name the coded departments when they write about themselves. */
const DEPARTMENT_WORDS: Record<string, string> = {
  'C&L': 'Compliance & Legal',
  EX: 'Customer Experience',
  'Project Member': 'Projects',
};

const HOBBIES: readonly string[] = [
  'Outside work I am usually on a hiking trail with my dog.',
  'Weekends are for the soccer field with my kids.',
  'I am learning to play the cello, slowly.',
  'I cook my way through a new cookbook every month.',
  'You will find me at the climbing gym most evenings.',
  'I volunteer at the local food bank on Saturdays.',
  'Big fan of board games: challenge me at lunch.',
  'I restore old bicycles in my garage.',
  'Curling in winter, canoeing in summer.',
  'I read two or three mystery novels a month.',
  'Amateur photographer, mostly birds and sunsets.',
  'Training for my first half marathon.',
];

const CLOSERS: readonly string[] = [
  'Happy to help wherever I can.',
  'Always up for a coffee and a chat.',
  'Ask me about our safety programme.',
  'Ping me on Teams any time.',
  'New here? Say hello!',
];

export interface AboutMeFacts {
  jobTitle: string;
  department: string;
  companyName: string;
  hireYear: number;
}

/** A short first-person profile, always within the profile form's 250-character limit. */
export function writeAboutMe(facts: AboutMeFacts, random: Random): string {
  const team = DEPARTMENT_WORDS[facts.department] ?? facts.department;
  const intro = random.pick([
    `I joined ${facts.companyName} in ${facts.hireYear} and work with the ${team} team.`,
    `${facts.jobTitle} at ${facts.companyName} since ${facts.hireYear}.`,
    `Part of ${team} since ${facts.hireYear}, currently working as ${facts.jobTitle}.`,
  ]);
  const parts = [intro, random.pick(HOBBIES)];
  if (random.chance(0.5)) parts.push(random.pick(CLOSERS));
  return parts.join(' ');
}
