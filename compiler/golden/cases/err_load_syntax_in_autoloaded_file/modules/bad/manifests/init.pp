class bad {
  notice('x'
}
