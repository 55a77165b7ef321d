notify { 'x':
  message +> 'a',
}
