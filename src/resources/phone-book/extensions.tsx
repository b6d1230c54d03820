/**
 * UI extensions of the phone book (docs/generator-extensions.md): the phone number as a
 * tel: link, a phone input that brings up the phone keypad on touch devices, and a row
 * action that writes an e-mail to the entry.
 */
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { IconButton } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { useLang, type ExtensionMap, type FieldOverrideProps } from '../../generator';

const WRITE_EMAIL = {
  de: (name: string) => `E-Mail an ${name} schreiben`,
  it: (name: string) => `Scrivi un’e-mail a ${name}`,
} as const;

/** Display override: a link the control centre's softphone or a mobile device can dial. */
function PhoneLink() {
  const record = useRecordContext();
  const phone = typeof record?.phone === 'string' ? record.phone : '';
  if (!phone) return null;
  return (
    <a href={`tel:${phone.replace(/[^+0-9]/g, '')}`} onClick={(e) => e.stopPropagation()}>
      {phone}
    </a>
  );
}

/** Input override: the same value and validation, with the phone keypad and autofill hint. */
function PhoneInput({ field, label }: FieldOverrideProps) {
  return (
    <TextInput
      source={field.name}
      label={label}
      isRequired={field.required}
      type="tel"
      parse={(v: string) => (v === '' ? null : v)}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
    />
  );
}

/** Row action: opens the mail program with the entry's address (nothing when there is none). */
function WriteEmail() {
  const record = useRecordContext();
  const lang = useLang();
  const email = typeof record?.email === 'string' ? record.email : '';
  if (!email) return null;
  const label = WRITE_EMAIL[lang](String(record?.name ?? ''));
  return (
    <IconButton size="small" href={`mailto:${email}`} aria-label={label} title={label}>
      <EmailOutlinedIcon fontSize="small" />
    </IconButton>
  );
}

export const extensions: ExtensionMap = {
  telefonbuch: {
    displays: { phone: PhoneLink },
    inputs: { phone: PhoneInput },
    rowActions: [WriteEmail],
  },
};
