import { docsOf } from '../route-doc';

const DEMO = {
  name: 'Demo',
  description: 'A demo organization with sample data, deleted after 7 days.',
};

export const demoDocs = docsOf(DEMO, [
  {
    method: 'POST',
    path: '/api/v1/demo/create-account',
    operationId: 'createDemoAccount',
    summary: 'Create a demo organization and sign in as its admin',
    description: "Takes no body. The answer carries the demo's password, so it is never cached.",
    access: 'public',
    response: {
      status: 201,
      description: "Signed in as the demo admin, with the demo members' credentials",
      type: 'DemoAccountResponse',
    },
    errors: ['rate_limited'],
  },
]);
