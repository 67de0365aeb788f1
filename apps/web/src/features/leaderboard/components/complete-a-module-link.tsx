import { Link } from 'react-router';

/** "Complete a module" inside the board's empty-state sentences, leading to the journeys (the text stays as written). */
export function CompleteAModuleLink() {
  return (
    <Link to="/journeys" className="font-semibold text-primary underline underline-offset-2">
      Complete a module
    </Link>
  );
}
