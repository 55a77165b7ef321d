class svc(Svc::Port $port) {
  notify { 'svc': message => svc::label("port ${port}", 1) }
}
