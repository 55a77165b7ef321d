class app ($port = params_lookup('port')) {
  notice($port)
}
