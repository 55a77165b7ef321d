node 'exp.example.com' {
  @@notify { 'x': message => 'm' }
}
node default { Notify <<| message =~ /m/ |>> }
