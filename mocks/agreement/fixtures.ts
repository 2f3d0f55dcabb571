import type { Lang } from '../../src/contract/common';
import { heading, list, paragraph, type TextDocument } from '../shared/textDocument';

/**
 * The three agreement texts, per language: the non-disclosure agreement
 * (terms panel), the privacy notice (GDPR/DSGVO; acknowledged, not accepted: docs/decisions/051-privacy-acknowledged.md) and the opportunity NDA.
 * The same text is served as HTML and as PDF. The provider is named by role only, so the
 * texts fit whatever brand the portal carries.
 */
export type AgreementKind = 'agreement' | 'protection' | 'opportunity';

const nonDisclosure: Record<Lang, TextDocument> = {
  de: {
    title: 'Vertraulichkeitsvereinbarung',
    blocks: [
      paragraph(
        'Diese Vereinbarung wird geschlossen zwischen dem Betreiber dieses Portals (nachfolgend **„Anbieter“**) und Ihnen als Interim-Manager (nachfolgend **„Manager“**).',
      ),
      heading('§ 1 Gegenstand'),
      paragraph(
        'Der Anbieter vermittelt Interim-Einsätze an unabhängige Führungskräfte. Im Rahmen der Zusammenarbeit erhält der Manager Kenntnis von Informationen über den Anbieter, dessen Kunden und deren Vorhaben. Diese Vereinbarung regelt den Umgang mit diesen Informationen.',
      ),
      heading('§ 2 Vertrauliche Informationen'),
      paragraph(
        'Vertraulich sind alle Informationen, die dem Manager im Zusammenhang mit der Zusammenarbeit mündlich, schriftlich oder elektronisch zugänglich gemacht werden, insbesondere:',
      ),
      list(
        'Namen, Ansprechpersonen und Organisationsstrukturen von Kunden sowie der Umstand eines Projektangebots;',
        'Geschäftsgeheimnisse im Sinne des Gesetzes zum Schutz von Geschäftsgeheimnissen (GeschGehG);',
        'Finanzkennzahlen, Planungen, Strategien, Preise und Tagessätze;',
        'personenbezogene Daten von Mitarbeitenden, Kunden und anderen Kandidaten.',
      ),
      paragraph(
        'Nicht vertraulich sind Informationen, die nachweislich allgemein bekannt sind oder ohne Verstoß gegen diese Vereinbarung bekannt werden, die dem Manager bereits vorher rechtmäßig bekannt waren oder die er rechtmäßig von Dritten ohne Geheimhaltungspflicht erhalten hat.',
      ),
      heading('§ 3 Pflichten des Managers'),
      paragraph('Der Manager verpflichtet sich,'),
      list(
        'vertrauliche Informationen ausschließlich zur Prüfung und Durchführung eines Mandats zu verwenden;',
        'sie weder ganz noch teilweise an Dritte weiterzugeben, es sei denn, der Anbieter hat vorher in Textform zugestimmt;',
        'sie durch angemessene technische und organisatorische Maßnahmen vor dem Zugriff Unbefugter zu schützen;',
        'Kunden des Anbieters, die ihm durch die Zusammenarbeit bekannt werden, nicht unter Umgehung des Anbieters wegen eines Mandats anzusprechen.',
      ),
      heading('§ 4 Rückgabe und Löschung'),
      paragraph(
        'Auf Verlangen des Anbieters, spätestens mit dem Ende der Zusammenarbeit, gibt der Manager alle Unterlagen mit vertraulichen Informationen zurück oder löscht sie, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Die Löschung ist auf Verlangen in Textform zu bestätigen.',
      ),
      heading('§ 5 Dauer'),
      paragraph(
        'Die Pflichten aus dieser Vereinbarung gelten ab ihrer Annahme und bestehen **drei Jahre über das Ende der Zusammenarbeit hinaus** fort. Für Geschäftsgeheimnisse gelten sie, solange diese geheim sind.',
      ),
      heading('§ 6 Schlussbestimmungen'),
      paragraph(
        'Es gilt das Recht der Bundesrepublik Deutschland. Änderungen und Ergänzungen bedürfen der Textform. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.',
      ),
    ],
  },
  en: {
    title: 'Non-Disclosure Agreement',
    blocks: [
      paragraph(
        'This agreement is made between the operator of this portal (the **“Provider”**) and you as an interim manager (the **“Manager”**).',
      ),
      heading('1. Subject matter'),
      paragraph(
        'The Provider places independent executives in interim placements. In the course of the collaboration the Manager learns information about the Provider, its clients and their plans. This agreement governs how that information is handled.',
      ),
      heading('2. Confidential information'),
      paragraph(
        'Confidential information is all information made available to the Manager orally, in writing or electronically in connection with the collaboration, in particular:',
      ),
      list(
        'names, contacts and organisational structures of clients, and the fact that a placement is being considered;',
        'trade secrets within the meaning of the German Trade Secrets Act (GeschGehG);',
        'financial figures, plans, strategies, prices and daily rates;',
        'personal data of employees, clients and other candidates.',
      ),
      paragraph(
        'Information is not confidential if it is demonstrably public or becomes public without a breach of this agreement, if the Manager lawfully knew it beforehand, or if the Manager lawfully received it from a third party not bound by confidentiality.',
      ),
      heading('3. Obligations of the Manager'),
      paragraph('The Manager undertakes'),
      list(
        'to use confidential information solely to assess and perform a placement;',
        'not to disclose it, in whole or in part, to any third party without the Provider’s prior consent in text form;',
        'to protect it against unauthorised access by appropriate technical and organisational measures;',
        'not to approach clients of the Provider, whom the Manager got to know through the collaboration, about a placement while bypassing the Provider.',
      ),
      heading('4. Return and deletion'),
      paragraph(
        'At the Provider’s request, and at the latest when the collaboration ends, the Manager returns or deletes all documents containing confidential information, unless statutory retention obligations apply. The deletion is to be confirmed in text form on request.',
      ),
      heading('5. Term'),
      paragraph(
        'The obligations under this agreement apply from its acceptance and continue for **three years after the end of the collaboration**. For trade secrets they apply for as long as the information remains secret.',
      ),
      heading('6. Final provisions'),
      paragraph(
        'This agreement is governed by the laws of the Federal Republic of Germany. Amendments require text form. Should any provision be invalid, the validity of the remaining provisions is not affected.',
      ),
    ],
  },
};

const dataProtection: Record<Lang, TextDocument> = {
  de: {
    title: 'Datenschutzerklärung',
    blocks: [
      paragraph(
        'Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Mit dieser Erklärung informieren wir Sie gemäß **Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO)** darüber, wie wir Ihre Daten im Rahmen dieses Portals verarbeiten.',
      ),
      heading('1. Verantwortlicher'),
      paragraph(
        'Verantwortlich für die Verarbeitung ist der Betreiber dieses Portals. Unseren Datenschutzbeauftragten erreichen Sie unter der im Impressum genannten Anschrift mit dem Zusatz „Datenschutzbeauftragter“.',
      ),
      heading('2. Welche Daten wir verarbeiten'),
      list(
        'Stamm- und Kontaktdaten (Name, Anschrift, Telefonnummern, E-Mail-Adressen);',
        'Angaben zu Ihrem beruflichen Werdegang, Ihren Qualifikationen und Sprachkenntnissen, Ihrer Verfügbarkeit und Ihren Honorarvorstellungen;',
        'hochgeladene Dokumente wie Lebensläufe, Zeugnisse und Referenzen;',
        'Nutzungsdaten des Portals (Anmeldezeitpunkte, Protokolldaten).',
      ),
      heading('3. Zwecke und Rechtsgrundlagen'),
      list(
        'Anbahnung, Durchführung und Abrechnung von Interim-Einsätzen (Art. 6 Abs. 1 lit. b DSGVO);',
        'Vorstellung Ihres Profils bei Kunden, die einen passenden Einsatz zu besetzen haben, wie Sie es mit Ihrer Registrierung wünschen (Art. 6 Abs. 1 lit. b DSGVO);',
        'Erfüllung gesetzlicher Pflichten, etwa steuer- und handelsrechtlicher Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO);',
        'Sicherheit und Betrieb des Portals (Art. 6 Abs. 1 lit. f DSGVO, berechtigtes Interesse).',
      ),
      heading('4. Empfänger'),
      paragraph(
        'Ihr Profil geben wir nur an Kunden weiter, die für einen konkreten Einsatz in Frage kommen, und nur in dem Umfang, der für deren Entscheidung erforderlich ist. Technische Dienstleister (Hosting, E-Mail-Versand) verarbeiten Daten in unserem Auftrag nach Art. 28 DSGVO. In Länder außerhalb der EU übermitteln wir Daten nur auf Grundlage eines Angemessenheitsbeschlusses oder geeigneter Garantien (Art. 46 DSGVO).',
      ),
      heading('5. Speicherdauer'),
      paragraph(
        'Wir speichern Ihre Daten, solange Sie im Portal registriert sind. Nach Ihrem Antrag auf Löschung des Profils löschen wir sie, soweit keine gesetzlichen Aufbewahrungsfristen entgegenstehen (bis zu zehn Jahre für Abrechnungsunterlagen).',
      ),
      heading('6. Ihre Rechte'),
      paragraph(
        'Sie haben das Recht auf Auskunft (Art. 15), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21 DSGVO). Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren.',
      ),
      heading('7. Kenntnisnahme'),
      paragraph(
        'Diese Datenschutzerklärung informiert Sie; sie ist **weder ein Vertrag noch eine Einwilligung**. Im Portal bestätigen Sie nur, dass Sie sie gelesen und zur Kenntnis genommen haben.',
      ),
    ],
  },
  en: {
    title: 'Privacy Notice',
    blocks: [
      paragraph(
        'We take the protection of your personal data seriously. In accordance with **Articles 13 and 14 of the General Data Protection Regulation (GDPR)**, this declaration explains how we process your data in this portal.',
      ),
      heading('1. Controller'),
      paragraph(
        'The controller is the operator of this portal. You can reach our data protection officer at the address given in the legal notice, marked “Data Protection Officer”.',
      ),
      heading('2. Data we process'),
      list(
        'master and contact data (name, address, phone numbers, e-mail addresses);',
        'details of your career, qualifications and language skills, your availability and your fee expectations;',
        'uploaded documents such as CVs, certificates and references;',
        'usage data of the portal (sign-in times, log data).',
      ),
      heading('3. Purposes and legal bases'),
      list(
        'initiating, performing and invoicing interim placements (Art. 6(1)(b) GDPR);',
        'presenting your profile to clients with a matching placement, as you ask us to by registering (Art. 6(1)(b) GDPR);',
        'complying with legal obligations such as tax and commercial retention duties (Art. 6(1)(c) GDPR);',
        'security and operation of the portal (Art. 6(1)(f) GDPR, legitimate interest).',
      ),
      heading('4. Recipients'),
      paragraph(
        'We share your profile only with clients who are considering you for a specific placement, and only to the extent their decision requires. Technical service providers (hosting, e-mail delivery) process data on our behalf under Art. 28 GDPR. We transfer data to countries outside the EU only on the basis of an adequacy decision or appropriate safeguards (Art. 46 GDPR).',
      ),
      heading('5. Retention'),
      paragraph(
        'We keep your data for as long as you are registered in the portal. After you request the deletion of your profile we delete it, unless statutory retention periods apply (up to ten years for invoicing records).',
      ),
      heading('6. Your rights'),
      paragraph(
        'You have the right of access (Art. 15), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18), data portability (Art. 20) and objection (Art. 21 GDPR). You also have the right to lodge a complaint with a data protection supervisory authority.',
      ),
      heading('7. Acknowledgement'),
      paragraph(
        'This privacy notice informs you; it is **neither a contract nor a consent**. In the portal you only confirm that you have read and acknowledged it.',
      ),
    ],
  },
};

const opportunityNda: Record<Lang, TextDocument> = {
  de: {
    title: 'Vertraulichkeitserklärung zu Projektangeboten',
    blocks: [
      paragraph(
        'Mit dieser Erklärung erhalten Sie Einblick in die Einzelheiten eines konkreten Projektangebots. Der Kunde des Anbieters hat ein berechtigtes Interesse daran, dass weder sein Name noch sein Vorhaben vorzeitig bekannt werden.',
      ),
      heading('Was vertraulich ist'),
      paragraph(
        'Vertraulich sind der Name des Kunden, der Anlass des Projekts (etwa eine Nachfolge, Restrukturierung, Übernahme oder Vakanz), die Projektbeschreibung, Kennzahlen und alle Unterlagen, die Sie im Rahmen des Projektangebots erhalten.',
      ),
      heading('Ihre Zusagen'),
      list(
        'Sie behandeln die Informationen streng vertraulich und verwenden sie nur, um über Ihr Interesse an dem Projekt zu entscheiden.',
        'Sie nehmen keinen direkten Kontakt zum Kunden auf, solange der Anbieter diesen Kontakt nicht hergestellt hat.',
        'Sie teilen dem Anbieter unverzüglich mit, wenn ein Interessenkonflikt besteht, etwa eine Tätigkeit für einen Wettbewerber des Kunden.',
        'Sie löschen die Unterlagen, wenn Sie das Projektangebot ablehnen oder nicht ausgewählt werden.',
      ),
      heading('Dauer'),
      paragraph(
        'Die Verpflichtung gilt **zwei Jahre** ab dem Zeitpunkt, zu dem Sie die Einzelheiten des Projektangebots erhalten haben, unabhängig davon, ob es zu einem Einsatz kommt.',
      ),
      paragraph('Ergänzend gilt die Vertraulichkeitsvereinbarung, die Sie bei der Registrierung angenommen haben.'),
    ],
  },
  en: {
    title: 'Confidentiality Undertaking for Opportunities',
    blocks: [
      paragraph(
        'This undertaking gives you access to the details of a specific opportunity. The Provider’s client has a legitimate interest in neither its name nor its plans becoming known prematurely.',
      ),
      heading('What is confidential'),
      paragraph(
        'The client’s name, the reason for the project (such as a succession, restructuring, acquisition or vacancy), the project description, key figures and all documents you receive in connection with the opportunity are confidential.',
      ),
      heading('Your commitments'),
      list(
        'You treat the information as strictly confidential and use it only to decide whether you are interested in the project.',
        'You do not contact the client directly until the Provider has made the introduction.',
        'You inform the Provider without delay of any conflict of interest, such as work for a competitor of the client.',
        'You delete the documents if you decline the opportunity or are not selected.',
      ),
      heading('Term'),
      paragraph(
        'This undertaking applies for **two years** from the time you received the details of the opportunity, whether or not a placement results.',
      ),
      paragraph('The Non-Disclosure Agreement you accepted when registering applies in addition.'),
    ],
  },
};

export const AGREEMENT_TEXTS: Record<AgreementKind, Record<Lang, TextDocument>> = {
  agreement: nonDisclosure,
  protection: dataProtection,
  opportunity: opportunityNda,
};

/** ASCII file names for the Content-Disposition header. */
export const AGREEMENT_FILE_NAMES: Record<AgreementKind, Record<Lang, string>> = {
  agreement: { de: 'Vertraulichkeitsvereinbarung.pdf', en: 'Non-Disclosure-Agreement.pdf' },
  protection: { de: 'Datenschutzerklaerung.pdf', en: 'Privacy-Notice.pdf' },
  opportunity: { de: 'Vertraulichkeitserklaerung-Projektangebote.pdf', en: 'Confidentiality-Undertaking.pdf' },
};
