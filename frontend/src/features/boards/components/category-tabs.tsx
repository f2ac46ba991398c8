import { Link as RouterLink } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { boardHref } from '../board-urls';

/** "All" and one tab per category, as links (a category's list has its own address). */
export function CategoryTabs({
  boardId,
  categories,
  current,
}: {
  boardId: string;
  categories: readonly string[];
  current?: string;
}) {
  if (categories.length === 0) return null;
  return (
    <Tabs
      value={current && categories.includes(current) ? current : ''}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Categories"
      sx={{ mb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="" label="All" component={RouterLink} to={boardHref(boardId)} />
      {categories.map((category) => (
        <Tab
          key={category}
          value={category}
          label={category}
          component={RouterLink}
          to={boardHref(boardId, { category })}
        />
      ))}
    </Tabs>
  );
}
