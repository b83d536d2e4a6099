import {
  CHOOSE_LEADER,
  duplicateUnitMessage,
  unitDeleteRefusal,
  type BusinessUnitInput,
  type BusinessUnitLeaderChange,
  type BusinessUnitRow,
} from '@portico/domain/business-units/business-unit-admin';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessUnits } from '../../db/schema';
import { recordAudit } from '../../lib/audit-log';
import { HttpProblem, notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import {
  countCurrentEmployeesIn,
  findBusinessUnitRow,
  findCurrentEmployee,
  findUnitNamedLike,
  leaderLabel,
  lockBusinessUnit,
} from './business-unit-queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const BUSINESS_UNIT_NOT_FOUND = 'The business unit was not found.';
const LEADER_NOT_CURRENT = 'The leader must be a current employee.';

/** The leader, who must be a current employee: a chart is rooted at them (spec §2). */
async function currentLeader(tx: Tx, leaderId: string) {
  const person = await findCurrentEmployee(tx, leaderId);
  if (!person) throw new HttpProblem(400, LEADER_NOT_CURRENT, { leaderId: [CHOOSE_LEADER] });
  return person;
}

/** The unit as the audit log keeps it. */
const audited = async (tx: Tx, unit: { name: string; leaderEmployeeNumber: string | null }) => ({
  name: unit.name,
  leader: await leaderLabel(tx, unit.leaderEmployeeNumber),
});

/**
 * A new business unit for a department, with its leader; its org chart tab appears at once
 * (unless it is Field or Project Member). A name that is another unit's, in any letter case
 * or spacing, is a 409.
 */
export async function createBusinessUnit(
  db: Db,
  actor: Viewer,
  input: BusinessUnitInput,
): Promise<BusinessUnitRow> {
  return db.transaction(async (tx) => {
    const person = await currentLeader(tx, input.leaderId);
    // Named as the portal spells the unit it already has, not as typed ('  sales ' is Sales).
    const duplicate = (name: string) =>
      new HttpProblem(409, duplicateUnitMessage(name), { name: [duplicateUnitMessage(name)] });
    const existing = await findUnitNamedLike(tx, input.name);
    if (existing) throw duplicate(existing.name);
    const [unit] = await tx
      .insert(businessUnits)
      .values({ name: input.name, leaderEmployeeNumber: person.employeeNumber })
      .onConflictDoNothing()
      .returning();
    // Another Admin's create of the same name committed between the check and the insert.
    if (!unit) throw duplicate(input.name);
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'business-unit',
      entityId: unit.id,
      entityLabel: unit.name,
      before: null,
      after: await audited(tx, unit),
    });
    return (await findBusinessUnitRow(tx, unit.id))!;
  });
}

/**
 * Another leader for a unit: its org chart is rooted at them from the next request on, and
 * requests routed to the department's leader go to them. Choosing the leader it already has
 * changes nothing and logs nothing.
 */
export async function changeBusinessUnitLeader(
  db: Db,
  actor: Viewer,
  unitId: string,
  change: BusinessUnitLeaderChange,
): Promise<BusinessUnitRow> {
  return db.transaction(async (tx) => {
    const unit = await lockBusinessUnit(tx, unitId);
    if (!unit) throw notFound(BUSINESS_UNIT_NOT_FOUND);
    const person = await currentLeader(tx, change.leaderId);
    if (unit.leaderEmployeeNumber !== person.employeeNumber) {
      const before = await audited(tx, unit);
      await tx
        .update(businessUnits)
        .set({ leaderEmployeeNumber: person.employeeNumber })
        .where(eq(businessUnits.id, unit.id));
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'business-unit',
        entityId: unit.id,
        entityLabel: unit.name,
        before,
        after: { name: unit.name, leader: `${person.name} (${person.employeeNumber})` },
      });
    }
    return (await findBusinessUnitRow(tx, unit.id))!;
  });
}

/**
 * Deletes a unit nobody current works in (their HR department is another's), with its org
 * chart tab. While anyone's department is the unit's, 409 and nothing changes: the people
 * would lose their chart and their department leader.
 */
export async function deleteBusinessUnit(db: Db, actor: Viewer, unitId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const unit = await lockBusinessUnit(tx, unitId);
    if (!unit) throw notFound(BUSINESS_UNIT_NOT_FOUND);
    const refusal = unitDeleteRefusal(unit.name, await countCurrentEmployeesIn(tx, unit.name));
    if (refusal) throw new HttpProblem(409, refusal);
    const before = await audited(tx, unit);
    await tx.delete(businessUnits).where(eq(businessUnits.id, unit.id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'business-unit',
      entityId: unit.id,
      entityLabel: unit.name,
      before,
      after: null,
    });
  });
}
