import { ExampleEditor } from '../ExampleEditor';
import { backToList, ExampleSubpage } from './ExampleSubpage';

/** `/example/example-add`: a new record; saving returns to the list, where it is first. */
export default function ExampleAdd() {
  return (
    <ExampleSubpage titleKey="router.exampleAdd">
      <ExampleEditor onSaved={backToList} onCancel={backToList} />
    </ExampleSubpage>
  );
}
