/** The agent centre: overview, recruiting link, downline accounts and team reports. */
export { agentCentreRoutes } from './agent-centre.routes.js';
