if true {
  class a { }
}
