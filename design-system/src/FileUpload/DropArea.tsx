import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import * as styles from './FileUpload.css';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Where a file can be dropped with a mouse: plain drag events, marked `data-drop-target` while a
 * file is over it. Keyboard and screen-reader users choose the file with the button inside, so
 * react-aria's drag-and-drop machinery (4 KB gzip on every page with an upload) is not needed.
 */
export function DropArea({
  isDisabled,
  onDrop,
  children,
}: {
  isDisabled?: boolean;
  onDrop: (file: File) => void;
  children: ReactNode;
}) {
  const [isDropTarget, setDropTarget] = useState(false);
  // dragenter and dragleave fire for every child the pointer crosses: count them.
  const depth = useRef(0);
  const accepts = (event: DragEvent) => !isDisabled && carriesFiles(event);
  const leave = () => {
    depth.current = 0;
    setDropTarget(false);
  };
  return (
    <div
      className={styles.dropZone}
      data-drop-target={isDropTarget || undefined}
      data-disabled={isDisabled || undefined}
      onDragEnter={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDropTarget(true);
      }}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) leave();
      }}
      onDrop={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        leave();
        const file = event.dataTransfer.files[0];
        if (file) onDrop(file);
      }}
    >
      {children}
    </div>
  );
}
