import { myDataContactSchema } from '../../../../shared/my-data';
import { myDataLinkSchema } from '../../../../shared/my-data-link';
import { docsOf } from '../route-doc';

const MY_DATA = {
  name: 'My data',
  description:
    "A candidate's own data, through the private link emailed to them: see it, export it, correct it, withdraw, erase.",
};

export const myDataDocs = docsOf(MY_DATA, [
  {
    method: 'POST',
    path: '/api/v1/my-data/link',
    operationId: 'requestMyDataLink',
    summary: 'Email a private link to the data held under an email',
    description: 'The same answer whether or not anything is held under it.',
    access: 'public',
    body: myDataLinkSchema,
    response: { status: 202, description: 'Asked for', type: 'MyDataLinkResponse' },
    errors: ['rate_limited'],
  },
  {
    method: 'GET',
    path: '/api/v1/my-data',
    operationId: 'getMyData',
    summary: 'What every organization holds about the person',
    access: 'privateLink',
    response: { description: 'Their data', type: 'MyDataView' },
  },
  {
    method: 'GET',
    path: '/api/v1/my-data/export.json',
    operationId: 'exportMyDataJson',
    summary: 'Their data as a JSON file',
    access: 'privateLink',
    response: { description: 'A JSON attachment: `MyDataView` with `exportedAt`' },
  },
  {
    method: 'GET',
    path: '/api/v1/my-data/export.pdf',
    operationId: 'exportMyDataPdf',
    summary: 'Their data as a PDF file',
    access: 'privateLink',
    response: { description: 'A PDF attachment', contentType: 'application/pdf' },
  },
  {
    method: 'PATCH',
    path: '/api/v1/my-data/contact',
    operationId: 'correctMyContactDetails',
    summary: 'Correct their name and phone, everywhere they applied',
    access: 'privateLink',
    body: myDataContactSchema,
    response: { description: 'Their data as corrected', type: 'MyDataView' },
  },
  {
    method: 'POST',
    path: '/api/v1/my-data/applications/:id/withdraw',
    operationId: 'withdrawMyApplication',
    summary: 'Withdraw one of their applications',
    access: 'privateLink',
    response: { description: 'Their data', type: 'MyDataView' },
    errors: ['my_data_application_not_found'],
  },
  {
    method: 'POST',
    path: '/api/v1/my-data/erase',
    operationId: 'eraseMyData',
    summary: 'Erase everything held about them',
    access: 'privateLink',
    response: { status: 204, description: 'Erased' },
  },
]);
