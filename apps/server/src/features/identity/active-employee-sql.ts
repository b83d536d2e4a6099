/** The rule lives in lib/ so every feature (sign-in, requests, …) shares one definition. */
export { isActiveEmployee, isActiveEmployeeAlias } from '../../lib/active-employee-sql';
