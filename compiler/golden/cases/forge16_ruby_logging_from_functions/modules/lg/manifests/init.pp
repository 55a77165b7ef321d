class lg {
  $a = lg::emit('class')
  $b = lg_emit3('in class')
  notice("class ${a} ${b}")
  warning(['array', 1], { 'h' => undef })
  err('err() call')
  emerg('emerg() call')
}
