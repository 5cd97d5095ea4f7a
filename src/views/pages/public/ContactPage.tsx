import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { office, registeredOffice } from '../../../config/company.ts';
import { contact, contactMeta } from '../../../content/contact.ts';
import { ContactForm } from '../../widgets/public-forms/ContactForm.tsx';
import { PageIntro } from './PublicBlocks.tsx';
import * as p from './public-pages.css.ts';
import { usePageMeta } from './use-page-meta.ts';

const icons = { email: Mail, phone: Phone, chat: MessageCircle, hours: Clock } as const;

export default function ContactPage() {
  usePageMeta(contactMeta);
  return (
    <article aria-labelledby="page-title">
      <PageIntro title={contact.title} lead={contact.lead} />
      <ul className={`${p.list} ${p.grid.four}`} aria-label="Ways to reach us">
        {contact.cards.map((card) => {
          const Icon = icons[card.id];
          return (
            <li key={card.id} className={p.card}>
              <span className={p.iconBadge}>
                <Icon size={20} aria-hidden />
              </span>
              <h2 className={p.cardTitle}>{card.title}</h2>
              <p className={p.cardValue}>
                {card.href ? <a href={card.href}>{card.value}</a> : card.value}
              </p>
              <p className={p.cardText}>{card.text}</p>
            </li>
          );
        })}
      </ul>
      <div className={`${p.section} ${p.contactLayout}`}>
        <section aria-labelledby="offices-title" className={p.sticky}>
          <h2 id="offices-title" className={p.sectionTitle}>
            {contact.officeTitle}
          </h2>
          <div className={p.stack}>
            {[office, registeredOffice].map((address) => (
              <address key={address.title} className={p.address}>
                <h3 className={p.cardTitle}>{address.title}</h3>
                <p className={p.cardText}>
                  {address.lines.map((line, index) => (
                    <span key={line}>
                      {index > 0 && <br />}
                      {line}
                    </span>
                  ))}
                </p>
              </address>
            ))}
          </div>
        </section>
        <section aria-labelledby="message-title" className={p.card}>
          <h2 id="message-title" className={p.sectionTitle}>
            {contact.form.title}
          </h2>
          <ContactForm />
        </section>
      </div>
    </article>
  );
}
