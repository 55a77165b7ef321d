class zd21509 ($myvar = ["blah"]) {
  notify { $myvar: }
}
