/** Tests only: labels given to a member directly, without an operator or an audit row. */
export { addVipLabel, setClubLabel } from './member-labels.repo.js';
