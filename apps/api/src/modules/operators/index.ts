/** Operators: accounts, sessions and the role checks of operator routes. */
export {
  actorOf,
  authorize,
  Can,
  operatorAuthHook,
  operatorOf,
  operatorSecurity,
} from './operator-auth.js';
export {
  createOperator,
  findOperatorByUsername,
  listOperators,
  login,
  logout,
} from './operators.service.js';
