import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExpandMoreIcon } from './expand-more-icon';
import { FIELD_GAP_PX } from './form-constants';
import { FormFieldView } from './form-field-view';
import type { FormSection } from './form-section';
import type { FormValues } from './form-values';

/**
 * Opens its panel when a submit attempt fails on one of the panel's fields: fields stay mounted while
 * collapsed (MUI's default), so they block the submit, and the user must see why. A separate component so
 * that only it, not the whole panel, re-renders on every change of the form state.
 */
function OpenOnFailedSubmit({ section, onOpen }: { section: FormSection; onOpen: () => void }) {
  const { errors, submitCount, isSubmitting, isValidating } = useFormikContext<FormValues>();
  const handledSubmitCount = useRef(submitCount);
  const settled = !isSubmitting && !isValidating;
  useEffect(() => {
    // Once per submit attempt, when it has settled: later edits must not reopen a panel the user closed.
    if (submitCount === handledSubmitCount.current || !settled) return;
    handledSubmitCount.current = submitCount;
    if (section.fields.some((field) => getIn(errors, field.name) !== undefined)) onOpen();
  }, [submitCount, settled, errors, section, onOpen]);
  return null;
}

/** The heading level of a labelled section's title (DynamicForm's `sectionHeadingLevel`). */
export type SectionHeadingLevel = 2 | 3 | 4 | 5 | 6;

interface SectionProps {
  readonly section: FormSection;
  readonly headingLevel: SectionHeadingLevel;
  readonly children: ReactNode;
}

/**
 * A labelled section is an accordion panel, collapsed unless `expanded`. MUI wraps the summary in an h3 of
 * its own; the level is set here so a form under a page's h1 does not skip h2.
 */
function CollapsibleSection({ section, headingLevel, children }: SectionProps) {
  const id = useId();
  const [open, setOpen] = useState(section.expanded ?? false);
  const [openPanel] = useState(() => () => setOpen(true));

  return (
    <Accordion
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      disableGutters
      slotProps={{ heading: { component: `h${headingLevel}` } }}
    >
      <AccordionSummary id={`${id}-header`} aria-controls={`${id}-content`} expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="subtitle1">
          {section.label}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <OpenOnFailedSubmit section={section} onOpen={openPanel} />
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

/** `expandable: false`: the panel and heading of a labelled section, always open, with no toggle. */
function StaticSection({ section, headingLevel, children }: SectionProps) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component={`h${headingLevel}`} variant="subtitle1" sx={{ mb: 1 }}>
        {section.label}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Memoised on the section definition: the fields inside follow the form state through their own
 * connection to it, so the panels around them need not re-render on every keystroke.
 */
export const FormSectionView = memo(function FormSectionView({
  section,
  headingLevel = 2,
}: {
  section: FormSection;
  headingLevel?: SectionHeadingLevel;
}) {
  const fields = (
    <Stack sx={{ gap: `${section.gap ?? FIELD_GAP_PX}px` }}>
      {section.fields.map((field) => (
        <FormFieldView key={field.name} field={field} />
      ))}
    </Stack>
  );
  if (!section.label) return fields;
  if (section.expandable === false) {
    return (
      <StaticSection section={section} headingLevel={headingLevel}>
        {fields}
      </StaticSection>
    );
  }
  return (
    <CollapsibleSection section={section} headingLevel={headingLevel}>
      {fields}
    </CollapsibleSection>
  );
});
