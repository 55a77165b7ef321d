define d {
  class nested_in_define {}
}
d { 'x': }
