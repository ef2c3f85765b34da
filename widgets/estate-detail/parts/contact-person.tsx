import type { ContactPersonView } from '../../../core/view-models/detail-view';
import { safeUrl } from '../../../core/security/safe-url';

export interface ContactPersonProps {
  person: ContactPersonView;
  /** Each ends in its colon (the catalogue's detail.contact.line_label: "Gsm:", French "GSM\u00a0:"). */
  labels: { phone: string; mobile: string; email: string };
}

/** The sales rep / contact person: name, picture, mobile or phone, e-mail. */
export function ContactPerson({ person, labels }: ContactPersonProps) {
  return (
    <div className="eb-detail__contact-person">
      {safeUrl(person.picture) ? <img className="eb-detail__contact-picture" src={safeUrl(person.picture)} alt="" width={96} height={96} /> : null}
      <div>
        <p className="eb-detail__contact-name">{person.name}</p>
        <ul className="eb-detail__contact-lines">
          {person.mobile ? (
            <li>
              {labels.mobile} <a href={`tel:${person.mobile.replace(/[^\d+]/g, '')}`}>{person.mobile}</a>
            </li>
          ) : null}
          {person.phone ? (
            <li>
              {labels.phone} <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a>
            </li>
          ) : null}
          {person.email ? (
            <li>
              {labels.email} <a href={`mailto:${encodeURI(person.email.trim())}`}>{person.email}</a>
            </li>
          ) : null}
        </ul>
        {person.description ? <p className="eb-detail__contact-description">{person.description}</p> : null}
      </div>
    </div>
  );
}
