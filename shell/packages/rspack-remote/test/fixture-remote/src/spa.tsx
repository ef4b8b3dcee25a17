import { createRoot, type Root } from 'react-dom/client';
import { Fixture } from './fixture.tsx';

let root: Root | undefined;

export async function bootstrap(): Promise<void> {}

export async function mount(props: { domElement: HTMLElement }): Promise<void> {
  root = createRoot(props.domElement);
  root.render(<Fixture />);
}

export async function unmount(): Promise<void> {
  root?.unmount();
}
