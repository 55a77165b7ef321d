class a {
  function b() { }
}
