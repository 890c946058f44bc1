export { Avatar, type AvatarProps } from './Avatar';
export { Image, type ImageProps } from './Image';
export { initialsOf } from './initials';
