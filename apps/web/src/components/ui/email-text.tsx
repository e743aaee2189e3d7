import styles from './email-text.module.css';

/**
 * An e-mail address that, when its box is too narrow for it, breaks before its @ and its dots
 * rather than inside a word or after any hyphen: on a phone
 * "procurement.networking-team@northern-datacenter.example.com" wraps as
 * "procurement.networking-team / @northern-datacenter / .example.com". Each part is an inline
 * block, so a line breaks between parts, and inside one only when that part alone is wider than
 * the line. Its text stays the address itself, so copying it copies the address.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?=[@.])/).map((part, i) => (
        <span key={i} className={styles.part}>
          {part}
        </span>
      ))}
    </>
  );
}
