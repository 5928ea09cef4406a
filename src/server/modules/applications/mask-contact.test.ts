import { describe, expect, it } from 'vitest';
import { maskCoverNote } from './applications.views';
import { findKnownPhoneRanges, maskContactDetails, type Range } from './mask-contact';

interface Applicant {
  name: string;
  /** The number as the candidate wrote it in the note. */
  phone: string;
  email: string;
  url: string;
  note: string;
  /** Ordinary words of the note that must survive the masking. */
  keeps: string[];
}

/** Real-looking applicants: Akan, Fante, Ewe, Ga, Dagbani, Hausa and francophone names. */
const applicants: Applicant[] = [
  {
    name: 'Kwabena Boateng-Mensah',
    phone: '+233 24 412 3456',
    email: 'kwabena.boatengmensah@gmail.com',
    url: 'https://www.linkedin.com/in/kwabena-boateng-mensah/',
    note: `Dear Hiring Manager,

I am applying for the Frontend Developer role. I have 5 years of experience building React and TypeScript apps for fintech clients in Accra, at a payments startup since 2019. Friends call me Mr. Boateng or simply Mensah.

You can reach me on +233 24 412 3456 or kwabena.boatengmensah@gmail.com, and see my work at https://www.linkedin.com/in/kwabena-boateng-mensah/.

Yours faithfully,
Kwabena Boateng-Mensah`,
    keeps: ['Frontend Developer', 'React', 'TypeScript', 'Accra', '5 years', 'since 2019'],
  },
  {
    name: 'Ama Owusu-Ansah',
    phone: '0244123456',
    email: 'Ama.Owusu-Ansah@yahoo.com',
    url: 'linkedin.com/in/ama-owusu-ansah',
    note: `Hello,

My name is Ama Owusu-Ansah, a chartered accountant with 7 years in audit in Kumasi. I use Excel, QuickBooks and Sage daily and love working in a team. My expected salary is GH₵ 4,500.

Call 0244123456, write to Ama.Owusu-Ansah@yahoo.com or visit linkedin.com/in/ama-owusu-ansah.

Regards,
Ama O. Ansah`,
    keeps: ['Kumasi', 'QuickBooks', '7 years', 'GH₵ 4,500', 'team'],
  },
  {
    name: "Yaw N'Guessan",
    phone: '+233 (0) 24 412 3456',
    email: 'yaw.nguessan@outlook.com',
    url: 'github.com/yawnguessan',
    note: `Good day,

I am Yaw N’Guessan, a bilingual customer service agent (French and English) who grew up in Côte d'Ivoire and has worked 3 years in a Takoradi call centre on Zendesk.

Phone/WhatsApp: +233 (0) 24 412 3456. Email: yaw.nguessan@outlook.com. Code: github.com/yawnguessan

Cordialement,
YAW N'GUESSAN`,
    keeps: ["Côte d'Ivoire", 'Takoradi', 'Zendesk', '3 years'],
  },
  {
    name: 'Efua Nyarko-Darko',
    phone: '050.123.4567',
    email: 'efua.nyarkodarko@gmail.com',
    url: 'www.behance.net/efua-nyarko-darko',
    note: `Dear Sir/Madam,

I am a graphic artist from Cape Coast with 4 years of Figma and Adobe Illustrator work for brands since 2020.

Portfolio: www.behance.net/efua-nyarko-darko
Mobile: 050.123.4567
Mail: efua.nyarkodarko@gmail.com

Warm regards,
Efua Nyarko-Darko (Ms.)`,
    keeps: ['Cape Coast', 'Figma', 'Adobe Illustrator', '4 years', 'since 2020'],
  },
  {
    name: 'Mohammed Dauda Iddrisu',
    phone: '233 20 555 0199',
    email: 'm.dauda.iddrisu@gmail.com',
    url: 'http://iddrisu-dauda.netlify.app/portfolio',
    note: `Dear Recruiter,

I have managed warehouse logistics in Tamale for 6 years, with SAP and a class C driving licence since 2017.

My number is 233 20 555 0199 and my email m.dauda.iddrisu@gmail.com. Projects: http://iddrisu-dauda.netlify.app/portfolio.

Thank you,
Mohammed D. Iddrisu`,
    keeps: ['Tamale', 'SAP', '6 years', '2017'],
  },
  {
    name: 'Selorm Kofi Agbeko',
    phone: '+233-55-123-4567',
    email: 'selorm.agbeko@proton.me',
    url: 'linkedin.com/in/selormagbeko',
    note: `Dear Hiring Team,

I am a mathematics teacher in Ho, Volta Region, with 8 years in the classroom and Google Classroom since 2018.

Kindly contact me on +233-55-123-4567 or selorm.agbeko@proton.me (linkedin.com/in/selormagbeko).

Sincerely,
Selorm K. Agbeko`,
    keeps: ['Ho, Volta Region', 'Google Classroom', '8 years', '2018'],
  },
  {
    name: 'Nii Armah Tetteh',
    phone: '027 123 4567',
    email: 'niiarmah.tetteh@hotmail.com',
    url: 'https://niiarmahtetteh.dev',
    note: `Hello,

Electrician in Tema with 10 years of industrial wiring and solar installation work.

027 123 4567 | niiarmah.tetteh@hotmail.com | https://niiarmahtetteh.dev

Nii Armah Tetteh`,
    keeps: ['Tema', '10 years', 'solar installation'],
  },
  {
    name: 'Abena O’Neil-Asante',
    phone: '+233 302 123 456',
    email: 'abena.oneil.asante@gmail.com',
    url: 'linkedin.com/in/abena-o-neil-asante-9a1b2c',
    note: `Dear Sir,

I am an HR officer in Osu with 5 years of payroll and recruitment work, CIPD qualified in 2021.

Office line +233 302 123 456, email abena.oneil.asante@gmail.com, profile linkedin.com/in/abena-o-neil-asante-9a1b2c.

Best regards,
Abena O'Neil-Asante`,
    keeps: ['HR officer', 'Osu', 'CIPD', '5 years', '2021'],
  },
  {
    name: 'Kojo Mensah Jnr.',
    phone: '00233 24 123 4567',
    email: 'kojomensahjnr@gmail.com',
    url: 'https://www.instagram.com/kojo.mensah.jnr',
    note: `Good morning,

I am a chef with 9 years in hotel kitchens in Accra and Takoradi, trained in continental and local dishes.

Reach me: 00233 24 123 4567, kojomensahjnr@gmail.com, https://www.instagram.com/kojo.mensah.jnr

Kojo Mensah Jnr.`,
    keeps: ['chef', 'Accra', 'Takoradi', '9 years'],
  },
  {
    name: 'Adwoa Sarpong',
    phone: '+233244123456',
    email: 'adwoa.sarpong@outlook.com',
    url: 'twitter.com/adwoa_sarpong',
    note: `Dear Matron,

Registered nurse at Korle Bu for 6 years, ICU since 2019.

Call +233244123456, email adwoa.sarpong@outlook.com, or follow @adwoa_sarpong (twitter.com/adwoa_sarpong).

Adwoa Sarpong, RN`,
    keeps: ['Korle Bu', 'ICU', '6 years', '2019', 'RN'],
  },
  {
    name: 'Esi Quaye',
    phone: '054 412 34 56',
    email: 'esiquaye90@gmail.com',
    url: 'https://esi-quaye.github.io/cv',
    note: `Hello,

Data analyst with Python, SQL and Power BI, 3 years at a bank in Accra.

054 412 34 56 · esiquaye90@gmail.com · https://esi-quaye.github.io/cv

Esi Quaye`,
    keeps: ['Python', 'SQL', 'Power BI', '3 years', 'Accra'],
  },
  {
    name: 'Ekow Fiifi Quansah',
    phone: '(024) 412 3456',
    email: 'ekow.quansah@yahoo.co.uk',
    url: 'linkedin.com/in/ekow-fiifi-quansah',
    note: `Dear Sir/Madam,

Mechanical engineer in Sekondi, 11 years of plant maintenance with AutoCAD since 2013.

Tel: (024) 412 3456. E-mail: ekow.quansah@yahoo.co.uk. LinkedIn: linkedin.com/in/ekow-fiifi-quansah

Yours truly,
Ekow Fiifi Quansah`,
    keeps: ['Sekondi', 'AutoCAD', '11 years', '2013', 'LinkedIn'],
  },
  {
    name: 'Naa Dedei Lamptey',
    phone: '020 555 0199',
    email: 'naadedei.lamptey@gmail.com',
    url: 'www.naadedei.com',
    note: `Hi,

Sales executive in Osu with 4 years selling to supermarkets; I beat my 2022 target.

020 555 0199 / naadedei.lamptey@gmail.com / www.naadedei.com

Naa Dedei Lamptey`,
    keeps: ['Sales executive', 'Osu', '4 years', '2022'],
  },
  {
    name: 'Fuseini Alhassan Zakaria',
    phone: '+233 20 123 4567',
    email: 'fuseini.zakaria@gmail.com',
    url: 'facebook.com/fuseini.alhassan.zakaria',
    note: `Dear Sir,

Agronomist in Bolgatanga, 7 years with shea and soya farmer groups.

Phone +233 20 123 4567, fuseini.zakaria@gmail.com, facebook.com/fuseini.alhassan.zakaria

Fuseini Alhassan Zakaria`,
    keeps: ['Bolgatanga', 'shea', '7 years'],
  },
  {
    name: 'Aminatu Abubakar Sadiq',
    phone: '0209876543',
    email: 'aminatu.sadiq@icloud.com',
    url: 'https://medium.com/@aminatusadiq',
    note: `Hello,

Journalist in Kumasi covering health for 5 years, Hausa and English.

0209876543 | aminatu.sadiq@icloud.com | https://medium.com/@aminatusadiq

Aminatu A. Sadiq`,
    keeps: ['Kumasi', 'Hausa', '5 years'],
  },
  {
    name: 'Mawuli Kɔfi Gbɛdɛmah',
    phone: '026 123 4567',
    email: 'mawuli.gbedemah@gmail.com',
    url: 'linkedin.com/in/mawuli-gbedemah',
    note: `Dear Sir,

Accounts officer in Keta, 6 years with Tally and Excel.

026 123 4567, mawuli.gbedemah@gmail.com, linkedin.com/in/mawuli-gbedemah

Mawuli Kofi Gbedemah`,
    keeps: ['Keta', 'Tally', '6 years'],
  },
  {
    name: 'Aïcha Ouédraogo',
    phone: '+226 70 12 34 56',
    email: 'aicha.ouedraogo@gmail.com',
    url: 'aichaouedraogo.com',
    note: `Bonjour,

French teacher from Ouagadougou, now in Accra for 2 years, also on +233 59 123 4567.

+226 70 12 34 56 — aicha.ouedraogo@gmail.com — aichaouedraogo.com

Aicha OUEDRAOGO (Aïcha Ouédraogo)`,
    keeps: ['French teacher', 'Ouagadougou', 'Accra', '2 years'],
  },
  {
    name: 'Jean-Baptiste Kouassi',
    phone: '+225 07 07 12 34 56',
    email: 'jb.kouassi@gmail.com',
    url: 'https://www.linkedin.com/in/jean-baptiste-kouassi-42b',
    note: `Dear Hiring Manager,

Supply chain analyst, 5 years in Abidjan and Tema ports, SAP and Excel since 2019.

+225 07 07 12 34 56 or in Ghana 057 123 4567; jb.kouassi@gmail.com; https://www.linkedin.com/in/jean-baptiste-kouassi-42b

Jean-Baptiste KOUASSI`,
    keeps: ['Abidjan', 'Tema', 'SAP', '5 years', '2019'],
  },
  {
    name: 'Zainab Iddrisu-Salifu',
    phone: '+233 24-412-3456',
    email: 'zainab.salifu@gmail.com',
    url: 'linkedin.com/in/zainab-iddrisu-salifu',
    note: `Dear Sir/Madam,

Pharmacist in Wa, 4 years of retail pharmacy, registered in 2020.

+233 24-412-3456, zainab.salifu@gmail.com, linkedin.com/in/zainab-iddrisu-salifu

Zainab Iddrisu-Salifu`,
    keeps: ['Pharmacist', 'Wa', '4 years', '2020'],
  },
];

/** Lower case without accents, as a reader would recognize a name: "Kɔfi" is "kofi". */
const fold = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ɔ/g, 'o').replace(/ɛ/g, 'e');

const nameParts = (name: string) =>
  fold(name)
    .split(/[\s\-'’.]+/)
    .filter((part) => part.length >= 2);

function expectNoContact(masked: string, applicant: Applicant) {
  const seen = fold(masked);
  for (const part of nameParts(applicant.name)) expect(seen, part).not.toContain(part);
  for (const run of applicant.phone.match(/\d{3,}/g) ?? []) expect(masked, run).not.toContain(run);
  expect(masked.replace(/\D/g, '')).not.toContain(applicant.phone.replace(/\D/g, '').slice(-7));
  expect(seen).not.toContain(applicant.email.toLowerCase());
  expect(masked).not.toContain('@');
  expect(seen).not.toContain(fold(applicant.url).replace(/^(https?:\/\/)?(www\.)?/, ''));
  expect(masked).not.toMatch(/https?:|www\.|\.com|\.dev|\.net|\.app|\.io/i);
}

describe('masking a locked candidate’s contact details', () => {
  it.each(applicants)('masks everything of $name that reaches them', (applicant) => {
    const masked = maskContactDetails(applicant.note, {
      names: [applicant.name],
      emails: [applicant.email],
      phones: [applicant.phone],
    });
    expectNoContact(masked, applicant);
    for (const word of applicant.keeps) expect(masked).toContain(word);
    expect(masked).toContain('•••');
  });

  it.each(applicants)('masks the contact details of $name knowing only the name', (applicant) => {
    const masked = maskContactDetails(applicant.note, { names: [applicant.name] });
    expectNoContact(masked, applicant);
    for (const word of applicant.keeps) expect(masked).toContain(word);
  });

  it('masks a full name once and keeps the words around it', () => {
    expect(
      maskContactDetails('Regards,\nAma Owusu-Ansah (Miss), amazing in Tamale.', {
        names: ['Ama Owusu-Ansah'],
      }),
    ).toBe('Regards,\n••• (Miss), amazing in Tamale.');
  });

  it('masks name parts joined in any order or written together', () => {
    const masked = maskContactDetails(
      'ama_owusu, AmaOwusuAnsah, ansah.ama, OWUSU – ANSAH, N’Guessan, nguessan, Guessan',
      { names: ['Ama Owusu-Ansah', "Yaw N'Guessan"] },
    );
    expect(masked).toBe('•••, •••, •••, •••, •••, •••, •••');
  });

  it('masks a second name, address and number given for the same application', () => {
    const masked = maskContactDetails(
      'I am Akosua Frimpong, or Akos Frimpong-Manso; 024 4 1 2 3 456',
      {
        names: ['Akosua Frimpong', 'Akos Frimpong-Manso'],
        phones: [null, '0244123456'],
        emails: [undefined],
      },
    );
    expect(masked).toBe('I am •••, or •••; •••');
  });

  it('masks a number known to be theirs whatever separates its digits', () => {
    expect(
      maskContactDetails('Call 024/412/3456 or +233 (0)24/412/3456.', {
        phones: ['+233 24 412 3456'],
      }),
    ).toBe('Call ••• or •••.');
  });

  it('masks every common Ghanaian way of writing a number, unknown ones too', () => {
    const numbers = [
      '+233 24 412 3456',
      '024-412-3456',
      '0244123456',
      '(024) 412 3456',
      '+233 (0) 24 412 3456',
      '233244123456',
      '024.412.3456',
      '+233-24-412-3456',
      '0302 123 456',
      '00233 24 412 3456',
    ];
    for (const number of numbers) {
      expect(maskContactDetails(`Call ${number} today.`, {}), number).toBe('Call ••• today.');
    }
  });

  it('keeps years, durations, amounts and skills', () => {
    const text =
      'Since 2019 (2019 - 2023, 2016 2017 2018) I earned GH₵ 4,500 – GH₵ 6,000 in 5 years with React, Node.js/Express, ASP.NET, B.Sc/HND and Socket.IO in Accra.';
    expect(maskContactDetails(text, { names: ['Kwame Asare'] })).toBe(text);
  });

  it('masks addresses, handles and links nobody told it about', () => {
    expect(
      maskContactDetails(
        'Mail kb.m@gmail.com or kb [at] gmail [dot] com, DM @kbm_dev, see https://kbm.dev/x?y=1, www.kbm.me and github.com/kbm90.',
        {},
      ),
    ).toBe('Mail ••• or •••, DM •••, see •••, ••• and •••.');
  });

  it('does not stall on long text', () => {
    const text = `${'a'.repeat(5000)} ${'1 '.repeat(2500)} ${'x.'.repeat(2500)} ${'ama-'.repeat(1250)}`;
    const started = Date.now();
    maskContactDetails(text, { names: ['Ama Owusu-Ansah'], phones: ['0244123456'] });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('maskCoverNote', () => {
  it('masks hyphenated and apostrophe surnames, their parts and profile links', () => {
    const masked = maskCoverNote(
      'I am Kwabena Boateng-Mensah (Mr. Boateng), see linkedin.com/in/kboatengmensah. ' +
        'My referee is Yaw N’Guessan, Mr. Guessan.',
      { fullName: 'Kwabena Boateng-Mensah', email: 'kbm@mail.example', phone: null },
      { fullName: "Yaw N'Guessan" },
    );
    expect(masked).toBe('I am ••• (Mr. •••), see •••. My referee is •••, Mr. •••.');
  });

  it('masks a locked cover note of the stored candidate alone', () => {
    const masked = maskCoverNote("Regards, N’Guessan (n'guessan.dev), 024 412 3456", {
      fullName: "Yaw N'Guessan",
      email: 'yaw@mail.example',
      phone: '0244123456',
    })!;
    expect(fold(masked)).not.toContain('guessan');
    expect(masked).toBe('Regards, ••• (•••), •••');
  });

  it('leaves no note as it is', () => {
    expect(maskCoverNote(null, { fullName: 'Esi Quaye', email: 'e@q.example', phone: null })).toBe(
      null,
    );
  });
});

describe('known contact details, found however they are written', () => {
  it('masks a known email’s local part in another case, alone', () => {
    expect(
      maskContactDetails('Find me as KWABZ_DEV on GitHub.', { emails: ['kwabz_dev@gmail.com'] }),
    ).toBe('Find me as ••• on GitHub.');
  });

  it('masks a known number split by other characters', () => {
    expect(
      maskContactDetails('Ring 0 24-41 2/34 56 after six.', { phones: ['+233 24 412 3456'] }),
    ).toBe('Ring ••• after six.');
  });

  it('masks a known name written without its accents, and leaves a text without it as it is', () => {
    const names = ['Kɔfi Gbɛdɛmah'];
    expect(maskContactDetails('Ask KOFI GBEDEMAH.', { names })).toBe('Ask •••.');
    const unrelated = 'Driver wanted in Tema, weekends off.';
    expect(
      maskContactDetails(unrelated, { names, emails: ['kofi@x.test'], phones: ['0244123456'] }),
    ).toBe(unrelated);
  });
});

describe('a known number', () => {
  /**
   * The pattern it was found by before, built for each number (3 ms each to compile):
   * the reference for what the patterns built once find (decision 0067).
   */
  const patterns = new Map<string, RegExp>();
  function foundByItsOwnPattern(text: string, phone: string): Range[] {
    const digits = phone.replace(/\D/g, '').slice(-9);
    const gap = '[^\\p{L}\\p{N}\\n]{0,3}';
    const prefix = `(?:(?:\\+|00)?233${gap}(?:\\(?0\\)?${gap})?|\\(?0\\)?${gap})?`;
    let pattern = patterns.get(digits);
    if (!pattern) {
      pattern = new RegExp(`(?<!\\d)${prefix}${digits.split('').join(gap)}(?!\\d)`, 'gu');
      patterns.set(digits, pattern);
    }
    return [...text.matchAll(pattern)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }));
  }
  /** The text with the ranges' characters marked, overlapping ranges as one. */
  const marked = (text: string, ranges: Range[]) =>
    [...text]
      .map((character, index) =>
        ranges.some(({ start, end }) => index >= start && index < end) ? '#' : character,
      )
      .join('');

  it('is found wherever a pattern of its own found it, prefixes and gaps included', () => {
    const pieces = [
      '0',
      '24',
      '412',
      '3456',
      '233',
      '+',
      '00',
      '(',
      ')',
      ' ',
      '  ',
      '-',
      '.',
      '/',
      '\n',
      'a',
      'Tel:',
      '9',
      '1',
      '2',
      '4',
      '5',
      '6',
      ' (0) ',
      '+233 ',
      '0244123456',
      '24 412 3456',
      '0541234567',
    ];
    const phones = ['+233 24 412 3456', '0244123456', '054 123 4567'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 5_000; i++) {
      let text = '';
      for (let n = 1 + Math.floor(next() * 12); n > 0; n--) {
        text += pieces[Math.floor(next() * pieces.length)];
      }
      const phone = phones[Math.floor(next() * phones.length)]!;
      expect(marked(text, findKnownPhoneRanges(text, phone)), JSON.stringify({ text, phone })).toBe(
        marked(text, foundByItsOwnPattern(text, phone)),
      );
    }
  });
});
